import { CameraOff } from "lucide-react";
import { useVerificationT } from "../i18n";

/** Core's `CAMERA_TIPS`, in order, by their catalogue keys. */
const TIPS = ["refresh", "otherApps", "connected", "browser"] as const;

/** Doc 2 §2: the camera-access error box with its four tips. */
export function CameraTips({ title, message }: { title: string; message?: string }) {
  const { t } = useVerificationT();
  return (
    <div role="alert" className="grid gap-2 rounded-xl border border-warning/40 bg-warning-soft p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-warning">
        <CameraOff aria-hidden className="size-4" /> {title}
      </p>
      {message && <p className="text-foreground">{message}</p>}
      <ul className="list-disc space-y-1 pl-5 text-foreground">
        {TIPS.map((tip) => (
          <li key={tip}>{t(`liveness.tips.${tip}`)}</li>
        ))}
      </ul>
    </div>
  );
}
