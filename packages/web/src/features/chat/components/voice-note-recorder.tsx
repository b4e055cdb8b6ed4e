import type { Attachment } from "@saheli/core/contracts/chat";
import {
  formatDuration,
  VOICE_NOTE_TYPES,
  VoiceNoteLimits,
  VoiceNoteMessages,
  voiceNoteFileName,
} from "@saheli/core/voice-notes";
import { Mic, Send, Square, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { uploadChatFile } from "../api/messages";
import { useChatT } from "../i18n";

type Recorded = { blob: Blob; url: string; seconds: number };
type State = { step: "idle" } | { step: "recording"; seconds: number } | { step: "review"; note: Recorded };

type Props = {
  /** Sends the uploaded note as a message of its own. */
  onSend: (attachment: Attachment) => Promise<unknown>;
  /** Whether the recorder has taken over the composer's row (recording or reviewing). */
  onActiveChange: (active: boolean) => void;
  disabled?: boolean;
};

const supportedType = () =>
  typeof MediaRecorder === "undefined"
    ? null
    : (VOICE_NOTE_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? "");

/**
 * A voice note recorded in the app: the microphone records (with a timer, stopping by itself after five minutes),
 * she listens back, then sends or deletes it. The note goes through the chat's file upload, checked there by content.
 */
export function VoiceNoteRecorder({ onSend, onActiveChange, disabled }: Props) {
  const { t } = useChatT();
  const messageIn = useMessageIn();
  const [state, setState] = useState<State>({ step: "idle" });
  const [sending, setSending] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const started = useRef(0);
  const ticker = useRef<ReturnType<typeof setInterval>>(undefined);
  const keep = useRef(true);
  const reviewUrl = state.step === "review" ? state.note.url : null;

  const active = state.step !== "idle";
  useEffect(() => onActiveChange(active), [active, onActiveChange]);
  useEffect(() => () => void (reviewUrl && URL.revokeObjectURL(reviewUrl)), [reviewUrl]);
  // Leaving the conversation mid-recording stops the microphone and drops the note.
  useEffect(
    () => () => {
      keep.current = false;
      clearInterval(ticker.current);
      if (recorder.current?.state === "recording") recorder.current.stop();
    },
    [],
  );

  const start = async () => {
    const type = supportedType();
    if (type === null || !navigator.mediaDevices?.getUserMedia)
      return void toast.error(messageIn(VoiceNoteMessages.unsupported));
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const denied = error instanceof DOMException && error.name === "NotAllowedError";
      return void (denied
        ? toast.error(messageIn(VoiceNoteMessages.deniedTitle), {
            description: messageIn(VoiceNoteMessages.deniedBody),
          })
        : toast.error(messageIn(VoiceNoteMessages.failed)));
    }
    const media = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    chunks.current = [];
    keep.current = true;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.current.push(event.data);
    };
    media.onstop = () => {
      clearInterval(ticker.current);
      for (const track of stream.getTracks()) track.stop();
      if (!keep.current) return setState({ step: "idle" });
      const blob = new Blob(chunks.current, { type: media.mimeType || type || "audio/webm" });
      const seconds = (Date.now() - started.current) / 1000;
      setState({ step: "review", note: { blob, url: URL.createObjectURL(blob), seconds } });
    };
    recorder.current = media;
    started.current = Date.now();
    media.start(250);
    setState({ step: "recording", seconds: 0 });
    ticker.current = setInterval(() => {
      const seconds = (Date.now() - started.current) / 1000;
      if (seconds >= VoiceNoteLimits.maxSeconds) return stop(true);
      setState({ step: "recording", seconds });
    }, 250);
  };

  const stop = (keepIt: boolean) => {
    keep.current = keepIt;
    if (recorder.current?.state === "recording") recorder.current.stop();
    else setState({ step: "idle" });
  };

  const send = async (note: Recorded) => {
    setSending(true);
    try {
      const file = new File([note.blob], voiceNoteFileName(note.blob.type, new Date()), {
        type: note.blob.type,
      });
      await onSend(await uploadChatFile(file));
      setState({ step: "idle" });
    } catch (error) {
      toast.error(messageIn(VoiceNoteMessages.sendFailed), { description: (error as Error).message });
    } finally {
      setSending(false);
    }
  };

  if (state.step === "idle") {
    return (
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("voiceNote.record")}
        disabled={disabled}
        onClick={() => void start()}
      >
        <Mic aria-hidden />
      </Button>
    );
  }

  if (state.step === "recording") {
    return (
      <div className="flex min-h-10 flex-1 items-center gap-2 rounded-lg bg-destructive-soft px-2">
        <Button variant="ghost" size="icon" aria-label={t("voiceNote.cancel")} onClick={() => stop(false)}>
          <Trash2 aria-hidden />
        </Button>
        <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-destructive" />
        <span role="timer" aria-label={t("voiceNote.time")} className="flex-1 text-sm tabular-nums">
          {t("voiceNote.recording", {
            elapsed: formatDuration(state.seconds),
            max: formatDuration(VoiceNoteLimits.maxSeconds),
          })}
        </span>
        <Button size="icon" variant="destructive" aria-label={t("voiceNote.stop")} onClick={() => stop(true)}>
          <Square aria-hidden className="fill-current" />
        </Button>
      </div>
    );
  }

  const { note } = state;
  return (
    <div className="flex min-h-10 min-w-0 flex-1 items-center gap-2 rounded-lg bg-muted px-2 py-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("voiceNote.delete")}
        disabled={sending}
        onClick={() => setState({ step: "idle" })}
      >
        <Trash2 aria-hidden />
      </Button>
      {/* biome-ignore lint/a11y/useMediaCaption: her own voice note, just recorded */}
      <audio src={note.url} controls aria-label={t("voiceNote.yours")} className="h-9 min-w-0 flex-1" />
      <span className="text-muted-foreground text-xs tabular-nums">{formatDuration(note.seconds)}</span>
      <Button size="icon" aria-label={t("voiceNote.send")} loading={sending} onClick={() => void send(note)}>
        <Send aria-hidden />
      </Button>
    </div>
  );
}
