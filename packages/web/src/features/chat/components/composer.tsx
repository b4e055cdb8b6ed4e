import { ChatLimits, ChatMessages, isSendable } from "@saheli/core/chat";
import type { Attachment, ChatMessage } from "@saheli/core/contracts/chat";
import { FileText, Paperclip, Send, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { realtime } from "@/lib/realtime";
import { uploadChatFile } from "../api/messages";
import { useChatT } from "../i18n";
import { VoiceNoteRecorder } from "./voice-note-recorder";

type Props = {
  conversationId: string;
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
  editing: ChatMessage | null;
  onCancelEdit: () => void;
  onSend: (input: { content: string; reply_to_id?: string; attachments: Attachment[] }) => Promise<unknown>;
  onEdit: (id: string, content: string) => Promise<unknown>;
};

const TYPING_REPEAT_MS = 2000;

/** Text (Enter sends, Shift+Enter a new line), files, a reply or an edit in progress; tells others she types. */
export function Composer({
  conversationId,
  replyTo,
  onCancelReply,
  editing,
  onCancelEdit,
  onSend,
  onEdit,
}: Props) {
  const { t } = useChatT();
  const messageIn = useMessageIn();
  const [text, setText] = useState("");
  const [files, setFiles] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const stopTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (editing) setText(editing.content);
    if (editing || replyTo) input.current?.focus();
  }, [editing, replyTo]);

  const stopTyping = () => {
    clearTimeout(stopTimer.current);
    if (lastTyping.current) realtime.typing(conversationId, false);
    lastTyping.current = 0;
  };

  const typed = (value: string) => {
    setText(value);
    setError(null);
    const now = Date.now();
    if (now - lastTyping.current > TYPING_REPEAT_MS) {
      realtime.typing(conversationId, true);
      lastTyping.current = now;
    }
    clearTimeout(stopTimer.current);
    stopTimer.current = setTimeout(stopTyping, ChatLimits.typingClearMs);
  };

  const attach = async (chosen: FileList | null) => {
    for (const file of Array.from(chosen ?? []).slice(0, ChatLimits.attachmentsMax - files.length)) {
      setUploading((n) => n + 1);
      try {
        const uploaded = await uploadChatFile(file);
        setFiles((list) => [...list, uploaded]);
      } catch (err) {
        toast.error(t("composer.uploadFailed", { message: (err as Error).message }));
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const submit = async () => {
    if (editing) {
      if (!text.trim()) return setError(messageIn(ChatMessages.empty));
      setSending(true);
      await onEdit(editing.id, text.trim()).then(
        () => {
          setText("");
          onCancelEdit();
        },
        (err: Error) => setError(err.message),
      );
      return setSending(false);
    }
    if (!isSendable(text, files.length)) return setError(messageIn(ChatMessages.empty));
    stopTyping();
    setSending(true);
    await onSend({ content: text, reply_to_id: replyTo?.id, attachments: files }).then(
      () => {
        setText("");
        setFiles([]);
        onCancelReply();
      },
      (err: Error) => setError(err.message),
    );
    setSending(false);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
    if (event.key === "Escape" && (editing || replyTo)) {
      setText(editing ? "" : text);
      onCancelEdit();
      onCancelReply();
    }
  };

  const banner = editing
    ? t("composer.editing")
    : replyTo
      ? replyTo.is_mine
        ? t("composer.replyingToYourself")
        : t("composer.replyingTo", { name: replyTo.sender?.full_name ?? "" })
      : null;
  return (
    <div className="border-border border-t bg-card px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))]">
      {banner && (
        <div className="mb-2 flex items-center gap-2 rounded-lg bg-muted px-3 py-1.5 text-sm">
          <span className="min-w-0 flex-1 truncate">
            <span className="font-medium">{banner}</span>
            {replyTo && !editing && (
              <span className="text-muted-foreground"> · {replyTo.content || t("composer.attachment")}</span>
            )}
          </span>
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={t("composer.cancel")}
            onClick={() => {
              if (editing) setText("");
              onCancelEdit();
              onCancelReply();
            }}
          >
            <X aria-hidden />
          </Button>
        </div>
      )}
      {(files.length > 0 || uploading > 0) && (
        <ul aria-label={t("composer.attachments")} className="mb-2 flex flex-wrap gap-2">
          {files.map((file) => (
            <li
              key={file.path}
              className="flex items-center gap-1.5 rounded-lg bg-muted py-1 pr-1 pl-2 text-xs"
            >
              <FileText aria-hidden className="size-3.5" />
              <span className="max-w-40 truncate">{file.name}</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-6"
                aria-label={t("composer.remove", { name: file.name })}
                onClick={() => setFiles((list) => list.filter((f) => f.path !== file.path))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
          {uploading > 0 && (
            <li className="flex items-center gap-1.5 px-2 text-muted-foreground text-xs">
              <Spinner size="sm" label={t("composer.uploading")} /> {t("composer.uploadingNow")}
            </li>
          )}
        </ul>
      )}
      {error && (
        <p role="alert" className="mb-1 text-destructive text-sm">
          {error}
        </p>
      )}
      <div className="flex items-end gap-2">
        {!editing && !recording && (
          <>
            <input
              ref={picker}
              type="file"
              multiple
              hidden
              accept="image/*,video/*,audio/*,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv,.zip"
              onChange={(event) => {
                void attach(event.target.files);
                event.target.value = "";
              }}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("composer.attach")}
              onClick={() => picker.current?.click()}
            >
              <Paperclip aria-hidden />
            </Button>
          </>
        )}
        <Textarea
          ref={input}
          rows={1}
          aria-label={t("composer.message")}
          placeholder={t("composer.placeholder")}
          maxLength={ChatLimits.contentMax}
          value={text}
          onChange={(event) => typed(event.target.value)}
          onKeyDown={onKeyDown}
          className={cn("max-h-36 min-h-10 flex-1 resize-none py-2", recording && "hidden")}
        />
        {!editing && (
          <VoiceNoteRecorder
            onActiveChange={setRecording}
            disabled={sending || uploading > 0}
            onSend={(note) =>
              onSend({ content: "", reply_to_id: replyTo?.id, attachments: [note] }).then(() =>
                onCancelReply(),
              )
            }
          />
        )}
        <Button
          size="icon"
          aria-label={editing ? t("composer.save") : t("composer.send")}
          className={cn(recording && "hidden")}
          onClick={() => void submit()}
          loading={sending}
          disabled={uploading > 0}
        >
          <Send aria-hidden />
        </Button>
      </div>
    </div>
  );
}
