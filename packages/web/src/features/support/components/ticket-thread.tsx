import type { SupportMessage } from "@saheli/core/contracts/support";
import { Info } from "lucide-react";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useSupportT } from "../i18n";

const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  });

/** A ticket's thread: her messages on one side, Saheli's on the other, automatic notes in between. */
export function TicketThread({
  messages,
  viewer,
}: {
  messages: SupportMessage[];
  viewer: "member" | "admin";
}) {
  const { t } = useSupportT();
  const locale = useIntlLocale();
  return (
    <ol className="grid gap-3" aria-label={t("thread.label")}>
      {messages.map((m) => {
        if (m.author_kind === "system")
          return (
            <li key={m.id} className="flex gap-2 rounded-xl bg-muted/60 p-3 text-muted-foreground text-sm">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
              <div className="grid gap-1">
                <p className="whitespace-pre-line break-words">{m.body}</p>
                <time className="text-xs" dateTime={m.created_at}>
                  {when(m.created_at, locale)}
                </time>
              </div>
            </li>
          );
        const own = m.author_kind === viewer;
        return (
          <li key={m.id} className={cn("flex", own ? "justify-end" : "justify-start")}>
            <div
              className={cn(
                "grid max-w-[85%] gap-1 rounded-2xl p-3 text-sm",
                own ? "bg-primary-soft" : "border border-border bg-card",
              )}
            >
              <span className="font-medium text-xs">
                {m.author_kind === "admin"
                  ? m.author_name
                  : viewer === "member"
                    ? t("thread.you")
                    : m.author_name}
              </span>
              <p className="whitespace-pre-line break-words">{m.body}</p>
              <time className="text-muted-foreground text-xs" dateTime={m.created_at}>
                {when(m.created_at, locale)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
