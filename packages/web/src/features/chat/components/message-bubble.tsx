import type { ChatMessage } from "@saheli/core/contracts/chat";
import { isVoiceNote } from "@saheli/core/voice-notes";
import { Check, CheckCheck, FileText, MoreHorizontal, Pencil, Reply, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useChatT } from "../i18n";

export const QUICK_REACTIONS = ["👍", "❤️", "😂", "🎉", "🙏"];

type Props = {
  message: ChatMessage;
  showSender: boolean;
  onReply: () => void;
  onReact: (emoji: string) => void;
  onEdit: () => void;
  onDelete: () => void;
};

const timeOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit" });

/** One message: hers on the right with sent / read ticks, others on the left; replies, files, reactions. */
export function MessageBubble({ message, showSender, onReply, onReact, onEdit, onDelete }: Props) {
  const { t } = useChatT();
  const locale = useIntlLocale();
  const mine = message.is_mine;
  return (
    <li
      className={cn("group flex flex-col gap-1", mine ? "items-end" : "items-start")}
      data-message-id={message.id}
    >
      {showSender && !mine && (
        <span className="px-3 font-medium text-muted-foreground text-xs">{message.sender?.full_name}</span>
      )}
      <div className={cn("flex max-w-[85%] items-center gap-1 sm:max-w-[70%]", mine && "flex-row-reverse")}>
        <div
          className={cn(
            "min-w-0 rounded-2xl px-3.5 py-2 text-sm shadow-sm",
            mine
              ? "rounded-br-md bg-primary text-primary-foreground"
              : "rounded-bl-md bg-card ring-1 ring-border",
            message.deleted && "bg-muted text-muted-foreground italic ring-0",
          )}
        >
          {message.reply_to && !message.deleted && (
            <p
              className={cn(
                "mb-1.5 truncate rounded-lg border-l-2 px-2 py-1 text-xs",
                mine ? "border-primary-foreground/60 bg-white/15" : "border-primary bg-muted",
              )}
            >
              <span className="font-semibold">{message.reply_to.sender_name}</span>{" "}
              {message.reply_to.deleted
                ? t("bubble.deleted")
                : message.reply_to.content || t("bubble.attachment")}
            </p>
          )}
          {message.deleted ? (
            t("bubble.deleted")
          ) : (
            <>
              {message.attachments.map((file) => (
                <AttachmentView key={file.path} file={file} />
              ))}
              {message.content && <p className="whitespace-pre-wrap break-words">{message.content}</p>}
            </>
          )}
          <span
            className={cn(
              "mt-0.5 flex items-center justify-end gap-1 text-[0.6875rem]",
              mine && !message.deleted ? "text-primary-foreground/80" : "text-muted-foreground",
            )}
          >
            {message.edited_at && !message.deleted && <span>{t("bubble.edited")}</span>}
            <time dateTime={message.created_at}>{timeOf(message.created_at, locale)}</time>
            {mine &&
              !message.deleted &&
              (message.status === "read" ? (
                <CheckCheck aria-label={t("bubble.read")} className="size-3.5" />
              ) : (
                <Check aria-label={t("bubble.sent")} className="size-3.5" />
              ))}
          </span>
        </div>
        {!message.deleted && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 shrink-0 opacity-60 focus-visible:opacity-100 group-hover:opacity-100"
                aria-label={t("bubble.actions")}
              >
                <MoreHorizontal aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align={mine ? "end" : "start"}>
              <div className="flex gap-1 p-1">
                {QUICK_REACTIONS.map((emoji) => (
                  <DropdownMenuItem
                    key={emoji}
                    className="px-2 text-lg"
                    onSelect={() => onReact(emoji)}
                    aria-label={t("bubble.react", { emoji })}
                  >
                    {emoji}
                  </DropdownMenuItem>
                ))}
              </div>
              <DropdownMenuItem onSelect={onReply}>
                <Reply aria-hidden /> {t("bubble.reply")}
              </DropdownMenuItem>
              {mine && (
                <>
                  <DropdownMenuItem onSelect={onEdit} disabled={!message.content}>
                    <Pencil aria-hidden /> {t("bubble.edit")}
                  </DropdownMenuItem>
                  <DropdownMenuItem variant="destructive" onSelect={onDelete}>
                    <Trash2 aria-hidden /> {t("bubble.delete")}
                  </DropdownMenuItem>
                </>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      {message.reactions.length > 0 && (
        <div className={cn("-mt-1 flex flex-wrap gap-1 px-2", mine && "justify-end")}>
          {message.reactions.map((r) => (
            <button
              key={r.emoji}
              type="button"
              onClick={() => onReact(r.emoji)}
              aria-pressed={r.mine}
              aria-label={t(r.mine ? "bubble.reactionMine" : "bubble.reaction", {
                emoji: r.emoji,
                number: r.count,
              })}
              className={cn(
                "flex items-center gap-1 rounded-full bg-card px-2 py-0.5 text-xs shadow-sm ring-1 ring-border",
                r.mine && "bg-primary-soft ring-primary/40",
              )}
            >
              {r.emoji} <span>{r.count}</span>
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

function AttachmentView({ file }: { file: ChatMessage["attachments"][number] }) {
  const { t } = useChatT();
  if (file.kind === "image") {
    return (
      <a href={file.url} target="_blank" rel="noreferrer" className="mb-1 block">
        <img src={file.url} alt={file.name} loading="lazy" className="max-h-64 rounded-lg object-cover" />
      </a>
    );
  }
  if (file.kind === "video") {
    // biome-ignore lint/a11y/useMediaCaption: people's own clips come without captions
    return <video src={file.url} controls preload="metadata" className="mb-1 max-h-64 rounded-lg" />;
  }
  if (file.kind === "audio") {
    return (
      // biome-ignore lint/a11y/useMediaCaption: voice notes come without captions
      <audio
        src={file.url}
        controls
        preload="metadata"
        aria-label={isVoiceNote(file.mime) ? t("bubble.voiceNote") : file.name}
        className="mb-1 w-64 max-w-full"
      />
    );
  }
  return (
    <a
      href={file.url}
      download={file.name}
      className="mb-1 flex items-center gap-2 rounded-lg bg-black/5 px-2 py-1.5 underline-offset-2 hover:underline"
    >
      <FileText aria-hidden className="size-4 shrink-0" />
      <span className="truncate">{file.name}</span>
      <span className="shrink-0 text-xs opacity-75">
        {t("bubble.size", { size: Math.max(1, Math.round(file.size / 1024)) })}
      </span>
    </a>
  );
}
