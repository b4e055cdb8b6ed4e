import { createBlinkCounter, LivenessFigures, LivenessMessages } from "@saheli/core/liveness";
import { type RefObject, useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { messageIn } from "@/lib/i18n/i18n";
import type { LivenessEvidence } from "../api/submit-verification";
import { createBlinkFrames } from "../lib/blink-frames";
import { captureFrame } from "../lib/capture-frame";
import { type FaceFrame, loadFaceEngine } from "../lib/face-engine";
import { createTracker } from "../lib/liveness-tracker";

/** Doc 2 §2: the guide overlay's states. */
export type OverlayState = "hidden" | "warning" | "preparing" | "ready" | "detecting" | "completed";

export type LivenessView = {
  overlay: OverlayState;
  /** 3, 2, 1 before the challenge starts. */
  countdown: number | null;
  blinks: number;
  /** Share of the challenge's 10 s used. */
  elapsed: number;
  multipleFaces: boolean;
  failedAttempts: number;
  /** No face was found for a whole challenge's length: the tips are shown. */
  noFace: boolean;
  cameraError: string | null;
  /** Three failures: the modal closes shortly. */
  gaveUp: boolean;
};

const START: LivenessView = {
  overlay: "preparing",
  countdown: null,
  blinks: 0,
  elapsed: 0,
  multipleFaces: false,
  failedAttempts: 0,
  noFace: false,
  cameraError: null,
  gaveUp: false,
};

type Phase = "searching" | "countdown" | "challenge" | "done";

function cameraErrorMessage(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return LivenessMessages.cameraDenied;
  if (["NotFoundError", "OverconstrainedError", "NotReadableError", "AbortError"].includes(name)) {
    return LivenessMessages.cameraUnavailable;
  }
  return LivenessMessages.cameraFailed(error instanceof Error ? error.message : String(error));
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * The liveness check (doc 2 §4, §9): camera on, a face alone in view, a 3 s countdown, then one challenge of
 * three blinks within 10 s. A frame is captured 0.5 s after the last blink, and the last blink's three frames
 * (open, closed, open) go with it for the server's own check. Three failures end it.
 * `run` restarts everything (Retake); `active` false stops the camera.
 */
export function useLiveness(
  video: RefObject<HTMLVideoElement | null>,
  options: {
    active: boolean;
    run: number;
    onCaptured: (image: string, evidence: LivenessEvidence) => void;
    onGiveUp: () => void;
  },
): LivenessView {
  const [view, setView] = useState<LivenessView>(START);
  const { active, run, onCaptured, onGiveUp } = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` restarts the check on purpose.
  useEffect(() => {
    const element = video.current;
    if (!active || !element) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let phase: Phase = "searching";
    let phaseStart = performance.now();
    let counter = createBlinkCounter();
    let failed = 0;
    let tracker = createTracker();
    let frames = createBlinkFrames();
    const finished = () => phase === "done";
    const show = (patch: Partial<LivenessView>) => setView((current) => ({ ...current, ...patch }));
    setView(START);

    const fail = (now: number, noFace: boolean) => {
      failed += 1;
      phase = "searching";
      phaseStart = now;
      counter = createBlinkCounter();
      tracker = createTracker();
      frames = createBlinkFrames();
      const gaveUp = failed >= LivenessFigures.maxFailedAttempts;
      show({
        failedAttempts: failed,
        noFace,
        gaveUp,
        blinks: 0,
        countdown: null,
        elapsed: 0,
        overlay: "warning",
      });
      if (gaveUp) {
        stopped = true;
        setTimeout(onGiveUp, LivenessFigures.closeAfterFailureMs);
      }
    };

    const step = (frame: FaceFrame, now: number, picture: HTMLCanvasElement) => {
      if (frame.faceCount > 1) {
        // More than one face blocks progress: the countdown or challenge starts again once she is alone.
        if (phase === "countdown" || phase === "challenge") phase = "searching";
        phaseStart = now;
        show({ multipleFaces: true, overlay: "warning", countdown: null });
        return;
      }
      if (frame.faceCount === 0) {
        if (phase === "countdown") phase = "searching";
        if (phase === "searching" && now - phaseStart > LivenessFigures.durationMs) return fail(now, true);
        show({ multipleFaces: false, overlay: "warning", countdown: null });
      } else {
        tracker.add(frame, now);
        if (phase === "searching") {
          phase = "countdown";
          phaseStart = now;
        }
        if (phase === "countdown") {
          const left = LivenessFigures.countdownS - Math.floor((now - phaseStart) / 1000);
          if (left > 0)
            return show({ multipleFaces: false, noFace: false, overlay: "ready", countdown: left });
          phase = "challenge";
          phaseStart = now;
        }
        if (frame.eyeOpenness !== null) {
          frames.observe(picture, frame.eyeOpenness);
          if (counter.blinks < counter.update(frame.eyeOpenness, now)) tracker.blinkAt(now);
        }
        if (counter.done) {
          phase = "done";
          const blinkFrames = frames.take();
          show({ blinks: counter.blinks, overlay: "completed", countdown: null });
          setTimeout(() => {
            if (stopped || !video.current) return;
            const { image, lighting } = captureFrame(video.current);
            stopped = true;
            onCaptured(image, { ...tracker.evidence(lighting, counter.blinks), blinkFrames });
          }, LivenessFigures.captureDelayMs);
          return;
        }
      }
      if (phase !== "challenge") return;
      const elapsed = (now - phaseStart) / LivenessFigures.durationMs;
      if (elapsed > 1) return fail(now, false);
      show({ multipleFaces: false, blinks: counter.blinks, elapsed, countdown: null, overlay: "detecting" });
    };

    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException("No camera API", "NotFoundError");
        stream = await navigator.mediaDevices.getUserMedia({
          video: {
            width: { ideal: LivenessFigures.camera.width },
            height: { ideal: LivenessFigures.camera.height },
            facingMode: LivenessFigures.camera.facingMode,
          },
          audio: false,
        });
      } catch (error) {
        const message = cameraErrorMessage(error);
        if (message === LivenessMessages.cameraDenied) {
          toast.error(messageIn(LivenessMessages.cameraErrorTitle), {
            description: messageIn(LivenessMessages.cameraErrorBody),
          });
        }
        return show({ cameraError: message, overlay: "hidden" });
      }
      if (stopped) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      let engine: Awaited<ReturnType<typeof loadFaceEngine>>;
      try {
        engine = await loadFaceEngine();
      } catch (error) {
        return show({
          cameraError: LivenessMessages.cameraFailed((error as Error).message),
          overlay: "hidden",
        });
      }
      phaseStart = performance.now();
      while (!stopped && !finished()) {
        // The model reads a still copy of the frame, so a blink's frames can be sent exactly as measured.
        const picture = frames.grab(element);
        const frame = await engine.detect(picture);
        if (stopped) break;
        step(frame, performance.now(), picture);
        await nextFrame();
      }
    })();

    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
      element.srcObject = null;
    };
  }, [active, run, video]);

  return view;
}
