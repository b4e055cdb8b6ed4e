import { Bot, MessageSquareText } from "lucide-react";
import { useSupportT } from "../i18n";
import type { SupportConversationTurn } from "../lib/open-ticket";

/** The assistant conversation attached to a ticket, folded away until opened. */
export function AttachedConversation({
  turns,
  open = false,
}: {
  turns: SupportConversationTurn[];
  open?: boolean;
}) {
  const { t } = useSupportT();
  return (
    <details open={open} className="rounded-xl border border-border bg-muted/40 p-3 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <MessageSquareText aria-hidden className="size-4 text-primary" />
        {t("attached.summary", { count: turns.length })}
      </summary>
      <ol className="mt-3 grid max-h-60 gap-2 overflow-y-auto">
        {turns.map((turn, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed transcript, never reordered
          <li key={i} className="grid gap-0.5">
            <span className="flex items-center gap-1 font-medium text-muted-foreground text-xs">
              {turn.role === "assistant" ? (
                <>
                  <Bot aria-hidden className="size-3.5" /> {t("attached.assistant")}
                </>
              ) : (
                t("attached.you")
              )}
            </span>
            <p className="whitespace-pre-line break-words">{turn.text}</p>
          </li>
        ))}
      </ol>
    </details>
  );
}
