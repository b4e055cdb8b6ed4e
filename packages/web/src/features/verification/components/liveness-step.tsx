import { LivenessFigures, LivenessMessages } from "@saheli/core/liveness";
import { Check, Users } from "lucide-react";
import { useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import type { LivenessEvidence } from "../api/submit-verification";
import { type OverlayState, useLiveness } from "../hooks/use-liveness";
import { useVerificationT } from "../i18n";
import { CameraTips } from "./camera-tips";

type Props = {
  run: number;
  onCaptured: (image: string, evidence: LivenessEvidence) => void;
  onGiveUp: () => void;
};

const guideColour: Record<OverlayState, string> = {
  hidden: "border-transparent",
  warning: "border-warning border-dashed",
  preparing: "border-white/70 border-dashed animate-pulse",
  ready: "border-primary",
  detecting: "border-primary",
  completed: "border-success",
};

type VerificationT = ReturnType<typeof useVerificationT>["t"];

function guideText(
  t: VerificationT,
  overlay: OverlayState,
  blinks: number,
  countdown: number | null,
): string {
  switch (overlay) {
    case "preparing":
      return t("liveness.preparing");
    case "warning":
      return t("liveness.placeFace");
    case "ready":
      return countdown ? t("liveness.getReady", { n: countdown }) : t("liveness.holdStill");
    case "detecting":
      return t("liveness.blink", { needed: LivenessFigures.blinksNeeded, blinks });
    case "completed":
      return t("liveness.done");
    case "hidden":
      return "";
  }
}

/** The camera with its guide overlay, the countdown, the blink challenge and what went wrong. */
export function LivenessStep({ run, onCaptured, onGiveUp }: Props) {
  const { t } = useVerificationT();
  const messageIn = useMessageIn();
  const video = useRef<HTMLVideoElement>(null);
  const view = useLiveness(video, { active: true, run, onCaptured, onGiveUp });
  const text = guideText(t, view.overlay, view.blinks, view.countdown);

  return (
    <div className="grid gap-3">
      {view.multipleFaces && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl bg-destructive px-4 py-3 text-destructive-foreground"
        >
          <Users aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{messageIn(LivenessMessages.multipleFaces)}</p>
            <p className="text-sm">{messageIn(LivenessMessages.multipleFacesHint)}</p>
          </div>
        </div>
      )}
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-neutral-900">
        <video
          ref={video}
          muted
          playsInline
          aria-label={t("liveness.camera")}
          className="size-full -scale-x-100 object-cover"
        />
        {view.overlay !== "hidden" && (
          <div aria-hidden className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <div
              className={cn(
                "flex h-[72%] w-[46%] items-center justify-center rounded-[50%] border-4 transition-colors",
                guideColour[view.overlay],
              )}
            >
              {view.overlay === "ready" && view.countdown !== null && (
                <span className="font-display font-semibold text-6xl text-white drop-shadow">
                  {view.countdown}
                </span>
              )}
              {view.overlay === "completed" && <Check className="size-14 text-success drop-shadow" />}
              {view.overlay === "preparing" && <Spinner size="lg" label={null} className="text-white" />}
            </div>
          </div>
        )}
        {view.overlay === "detecting" && (
          <div className="absolute inset-x-0 bottom-0 h-1.5 bg-black/40">
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${Math.min(100, view.elapsed * 100)}%` }}
            />
          </div>
        )}
      </div>
      <p aria-live="polite" className="min-h-6 text-center font-medium text-foreground">
        {view.gaveUp ? "" : text}
      </p>
      {view.failedAttempts > 0 && !view.gaveUp && (
        <p className="text-center text-muted-foreground text-sm">
          {t("liveness.attempt", { n: view.failedAttempts + 1, max: LivenessFigures.maxFailedAttempts })}
        </p>
      )}
      {view.gaveUp && (
        <p
          role="alert"
          className="rounded-lg bg-destructive-soft px-3 py-2 text-center text-destructive text-sm"
        >
          {messageIn(LivenessMessages.maxAttempts)}
        </p>
      )}
      {view.cameraError && (
        <CameraTips
          title={messageIn(LivenessMessages.cameraErrorTitle)}
          message={messageIn(view.cameraError)}
        />
      )}
      {view.noFace && !view.cameraError && (
        <CameraTips title={t("liveness.noFace.title")} message={t("liveness.noFace.message")} />
      )}
    </div>
  );
}
