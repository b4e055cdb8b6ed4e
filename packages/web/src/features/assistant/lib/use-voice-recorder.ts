import { AssistantLimits, AssistantMessages } from "@saheli/core/assistant";
import { useCallback, useEffect, useRef, useState } from "react";

export type VoiceNote = { blob: Blob; url: string; seconds: number; type: string };

type State =
  | { status: "idle"; error: string | null }
  | { status: "recording"; startedAt: number }
  | { status: "recorded"; note: VoiceNote };

const supported = () =>
  typeof window !== "undefined" && "MediaRecorder" in window && !!navigator.mediaDevices;

/** Records a voice note with MediaRecorder: record, stop, play it back, then send or discard. */
export function useVoiceRecorder() {
  const [state, setState] = useState<State>({ status: "idle", error: null });
  const recorder = useRef<MediaRecorder | null>(null);
  const stopTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const release = useCallback(() => {
    if (stopTimer.current) clearTimeout(stopTimer.current);
    for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
    recorder.current = null;
  }, []);

  useEffect(() => release, [release]);

  const start = useCallback(async () => {
    if (!supported()) return setState({ status: "idle", error: AssistantMessages.micUnavailable });
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const media = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      const startedAt = Date.now();
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      media.onstop = () => {
        const type = media.mimeType || "audio/webm";
        const blob = new Blob(chunks, { type });
        release();
        setState({
          status: "recorded",
          note: {
            blob,
            type,
            url: URL.createObjectURL(blob),
            seconds: Math.round((Date.now() - startedAt) / 1000),
          },
        });
      };
      recorder.current = media;
      media.start();
      stopTimer.current = setTimeout(() => media.stop(), AssistantLimits.voiceMaxSeconds * 1000);
      setState({ status: "recording", startedAt });
    } catch {
      release();
      setState({ status: "idle", error: AssistantMessages.micUnavailable });
    }
  }, [release]);

  const stop = useCallback(() => {
    if (recorder.current?.state === "recording") recorder.current.stop();
  }, []);

  /** Forgets the recorded note (after sending it, or when she discards it). */
  const reset = useCallback((revoke = true) => {
    setState((current) => {
      if (revoke && current.status === "recorded") URL.revokeObjectURL(current.note.url);
      return { status: "idle", error: null };
    });
  }, []);

  return { state, start, stop, reset, supported: supported() };
}
