import { CAMERA_TIPS } from "@saheli/core/liveness";
import { CameraOff } from "lucide-react";

/** Doc 2 §2: the camera-access error box with its four tips. */
export function CameraTips({ title, message }: { title: string; message?: string }) {
  return (
    <div role="alert" className="grid gap-2 rounded-xl border border-warning/40 bg-warning-soft p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-warning">
        <CameraOff aria-hidden className="size-4" /> {title}
      </p>
      {message && <p className="text-foreground">{message}</p>}
      <ul className="list-disc space-y-1 pl-5 text-foreground">
        {CAMERA_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}
