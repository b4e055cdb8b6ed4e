import { AssistantLimits } from "@saheli/core/assistant";
import { Mic, Paperclip, SendHorizontal, Square, Trash2, X } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useAssistantT } from "../i18n";
import { attachmentLimitMb, attachmentRefusal, type LocalAttachment, newId } from "../lib/conversation";
import { useVoiceRecorder } from "../lib/use-voice-recorder";

type Props = {
  sending: boolean;
  placeholder: string;
  onSend: (text: string, attachments: LocalAttachment[]) => void;
};

/** Her message: text, files to attach and a voice note she can play back before sending. */
export function Composer({ sending, placeholder, onSend }: Props) {
  const { t } = useAssistantT();
  const messageIn = useMessageIn();
  const [text, setText] = useState("");
  const [files, setFiles] = useState<LocalAttachment[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const voice = useVoiceRecorder();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sending || (text.trim() === "" && files.length === 0)) return;
    onSend(text.trim(), files);
    setText("");
    setFiles([]);
    setRefusal(null);
  };

  const pick = (list: FileList | null) => {
    for (const file of Array.from(list ?? [])) {
      const refused = attachmentRefusal(file);
      if (refused) {
        setRefusal(t("composer.tooLarge", { mb: attachmentLimitMb(file) }));
        continue;
      }
      setFiles((current) =>
        current.length >= AssistantLimits.attachmentsMax
          ? current
          : [
              ...current,
              {
                id: newId(),
                name: file.name,
                type: file.type || "application/octet-stream",
                size: file.size,
                kind: "file",
                url: URL.createObjectURL(file),
                file,
              },
            ],
      );
    }
    if (picker.current) picker.current.value = "";
  };

  const sendVoice = () => {
    if (voice.state.status !== "recorded") return;
    const { note } = voice.state;
    const extension = note.type.includes("ogg") ? "ogg" : note.type.includes("mp4") ? "m4a" : "webm";
    onSend("", [
      {
        id: newId(),
        name: `voice-note-${note.seconds}s.${extension}`,
        type: note.type,
        size: note.blob.size,
        kind: "voice",
        url: note.url,
        file: note.blob,
      },
    ]);
    voice.reset(false);
  };

  if (voice.state.status === "recorded") {
    return (
      <div className="flex flex-col gap-2 border-t border-border p-3">
        <p className="text-sm font-medium">
          {t("composer.voiceNote", { seconds: voice.state.note.seconds })}
        </p>
        {/* biome-ignore lint/a11y/useMediaCaption: her own voice note has no captions to offer */}
        <audio controls src={voice.state.note.url} className="h-10 w-full" aria-label={t("composer.play")} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={() => voice.reset()}>
            <Trash2 aria-hidden /> {t("composer.discard")}
          </Button>
          <Button size="sm" onClick={sendVoice} loading={sending}>
            <SendHorizontal aria-hidden /> {t("composer.sendVoice")}
          </Button>
        </div>
      </div>
    );
  }

  const recording = voice.state.status === "recording";
  const micError = voice.state.status === "idle" ? voice.state.error : null;
  const error = refusal ?? (micError ? messageIn(micError) : null);
  return (
    <form onSubmit={submit} className="border-t border-border p-3">
      {files.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={t("composer.files")}>
          {files.map((file) => (
            <li
              key={file.id}
              className="flex items-center gap-1 rounded-full bg-muted py-0.5 pr-1 pl-2.5 text-xs"
            >
              <span className="max-w-40 truncate">{file.name}</span>
              <button
                type="button"
                aria-label={t("composer.remove", { name: file.name })}
                className="rounded-full p-0.5 hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => setFiles((current) => current.filter((f) => f.id !== file.id))}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mb-2 text-xs text-destructive">
          {error}
        </p>
      )}
      <div className="flex items-end gap-1.5">
        <input
          ref={picker}
          type="file"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => pick(event.target.files)}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("composer.attach")}
          disabled={recording}
          onClick={() => picker.current?.click()}
        >
          <Paperclip aria-hidden />
        </Button>
        <Button
          variant={recording ? "destructive" : "ghost"}
          size="icon"
          aria-label={recording ? t("composer.stop") : t("composer.record")}
          aria-pressed={recording}
          onClick={() => (recording ? voice.stop() : void voice.start())}
        >
          {recording ? <Square aria-hidden /> : <Mic aria-hidden />}
        </Button>
        <label className="sr-only" htmlFor="assistant-input">
          {t("composer.yourMessage")}
        </label>
        <textarea
          id="assistant-input"
          rows={1}
          value={text}
          maxLength={AssistantLimits.messageMax}
          disabled={recording}
          placeholder={recording ? t("composer.recording") : placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-input bg-card px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={t("composer.send")}
          loading={sending}
          disabled={recording || (text.trim() === "" && files.length === 0)}
        >
          <SendHorizontal aria-hidden />
        </Button>
      </div>
    </form>
  );
}
