import { actionsFor, type ModerationAction } from "@saheli/core/admin";
import type { ModerationItem } from "@saheli/core/contracts/admin";
import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useAdminT } from "../i18n";
import { formatWhen } from "../lib/format";

const reasonLabel = (reason: string) => reason.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/** One report: what it is about, who reported it and why, and the actions that fit its kind. */
export function ModerationCard({
  item,
  onAction,
  onRestore,
}: {
  item: ModerationItem;
  onAction: (action: ModerationAction) => void;
  onRestore: () => void;
}) {
  const { t } = useAdminT();
  const locale = useIntlLocale();
  const open = item.status === "pending" || item.status === "reviewing";
  const canRestore = item.hidden && !open && item.kind !== "profile";
  return (
    <article
      aria-labelledby={`report-${item.id}`}
      className="grid gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border"
    >
      <header className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{t(`card.kinds.${item.kind}`)}</Badge>
        <h2 id={`report-${item.id}`} className="font-medium">
          {reasonLabel(item.reason)}
        </h2>
        {item.report_count > 1 && (
          <Badge variant="warning">{t("card.reports", { number: item.report_count })}</Badge>
        )}
        {item.hidden && <Badge variant="muted">{t("hidden")}</Badge>}
        {!open && (
          <Badge variant="outline">
            {item.status === "dismissed" ? t("card.dismissed") : t("card.resolved")}
          </Badge>
        )}
        <time dateTime={item.created_at} className="ms-auto text-muted-foreground text-xs">
          {formatWhen(item.created_at, locale)}
        </time>
      </header>
      {item.excerpt ? (
        <blockquote className="line-clamp-4 whitespace-pre-line rounded-xl bg-muted px-3 py-2 text-sm">
          {item.excerpt}
        </blockquote>
      ) : (
        <p className="text-muted-foreground text-sm">{t("card.gone")}</p>
      )}
      <p className="text-muted-foreground text-xs">
        {item.author ? (
          <>
            {t("card.by")}{" "}
            <Link className="text-primary hover:underline" to={`/admin/people/${item.author.id}`}>
              {item.author.full_name}
            </Link>{" "}
            ·{" "}
          </>
        ) : null}
        {t("card.reportedBy", { name: item.reporter.full_name })}
        {item.details ? `: “${item.details}”` : ""}
        {item.link && (
          <>
            {" "}
            ·{" "}
            <Link className="inline-flex items-center gap-1 text-primary hover:underline" to={item.link}>
              {t("card.open")} <ExternalLink aria-hidden className="size-3" />
            </Link>
          </>
        )}
      </p>
      {open && (
        <div className="flex flex-wrap gap-2">
          {actionsFor(item.kind).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={
                action === "dismiss"
                  ? "ghost"
                  : action === "hide" || action === "warn"
                    ? "outline"
                    : "destructive"
              }
              onClick={() => onAction(action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </div>
      )}
      {canRestore && (
        <div>
          <Button size="sm" variant="outline" onClick={onRestore}>
            {t("moderation.showAgain")}
          </Button>
        </div>
      )}
    </article>
  );
}
