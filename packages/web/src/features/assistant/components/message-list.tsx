import { FileText } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "@/lib/cn";
import { useAssistantT } from "../i18n";
import type { ChatMessage } from "../lib/conversation";
import { AnswerLinks } from "./answer-links";

type Props = {
  greeting: string;
  messages: ChatMessage[];
  sending: boolean;
  onFollow: () => void;
  /** Sends one of the latest answer's one-tap replies. */
  onReply: (text: string) => void;
};

/** The conversation, newest at the bottom; announced to screen readers as it grows. */
export function MessageList({ greeting, messages, sending, onFollow, onReply }: Props) {
  const { t } = useAssistantT();
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    // Scrolls the panel only: scrollIntoView would move the page behind it too.
    const scroller = end.current?.closest<HTMLElement>("[data-assistant-scroll]");
    if (scroller && (count > 0 || sending)) scroller.scrollTop = scroller.scrollHeight;
  }, [count, sending]);

  return (
    <div
      role="log"
      aria-live="polite"
      aria-label={t("messages.conversation")}
      className="flex flex-col gap-3 px-4 py-3"
    >
      <Bubble side="assistant">{greeting}</Bubble>
      {messages.map((message, index) =>
        message.role === "user" ? (
          <Bubble key={message.id} side="user">
            {message.text && <p className="whitespace-pre-wrap">{message.text}</p>}
            {message.attachments.map((file) =>
              file.kind === "voice" ? (
                // biome-ignore lint/a11y/useMediaCaption: her own voice note has no captions to offer
                <audio
                  key={file.id}
                  controls
                  src={file.url}
                  className="mt-1 h-9 w-full max-w-60"
                  aria-label={t("messages.voiceNote")}
                />
              ) : file.type.startsWith("image/") ? (
                <img key={file.id} src={file.url} alt={file.name} className="mt-1 max-h-40 rounded-md" />
              ) : (
                <span key={file.id} className="mt-1 flex items-center gap-1.5 text-sm">
                  <FileText aria-hidden className="size-4" /> {file.name}
                </span>
              ),
            )}
          </Bubble>
        ) : (
          <Bubble key={message.id} side="assistant" failed={message.failed}>
            <p className="whitespace-pre-wrap">{message.text}</p>
            {message.answer && <AnswerLinks answer={message.answer} onFollow={onFollow} />}
            {message.answer && index === messages.length - 1 && message.answer.replies.length > 0 && (
              <div className="mt-2 flex flex-wrap gap-1.5">
                {message.answer.replies.map((reply) => (
                  <button
                    key={reply}
                    type="button"
                    disabled={sending}
                    onClick={() => onReply(reply)}
                    className="rounded-full border border-primary/40 bg-card px-3 py-1 font-medium text-primary text-sm hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
                  >
                    {reply}
                  </button>
                ))}
              </div>
            )}
          </Bubble>
        ),
      )}
      {sending && (
        <Bubble side="assistant">
          <span className="inline-flex gap-1" role="status" aria-label={t("messages.answering")}>
            <Dot /> <Dot delay="150ms" /> <Dot delay="300ms" />
          </span>
        </Bubble>
      )}
      <div ref={end} />
    </div>
  );
}

function Dot({ delay = "0ms" }: { delay?: string }) {
  return (
    <span
      className="size-2 animate-bounce rounded-full bg-muted-foreground/60"
      style={{ animationDelay: delay }}
    />
  );
}

function Bubble({
  side,
  failed,
  children,
}: {
  side: "user" | "assistant";
  failed?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        "max-w-[88%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed",
        side === "user"
          ? "self-end rounded-br-sm bg-primary text-primary-foreground"
          : "self-start rounded-bl-sm bg-muted text-foreground",
        failed && "border border-destructive/40 bg-destructive/5",
      )}
    >
      {children}
    </div>
  );
}
