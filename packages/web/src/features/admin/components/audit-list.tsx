import type { AuditEntry } from "@saheli/core/contracts/admin";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useAdminT } from "../i18n";
import { adminEn } from "../i18n/en";
import { formatWhen } from "../lib/format";

type ActionKey = keyof typeof adminEn.audit.actions;
/** The catalogue's key of an audit action (`report.hide` → `report_hide`), or null for one it does not name. */
const actionKey = (action: string): ActionKey | null => {
  const key = action.replace(/\./g, "_");
  return key in adminEn.audit.actions ? (key as ActionKey) : null;
};

/** Who did what, when and why. */
export function AuditList({ items }: { items: AuditEntry[] }) {
  const { t } = useAdminT();
  const locale = useIntlLocale();
  const actionLabel = (action: string) => {
    const key = actionKey(action);
    return key ? t(`audit.actions.${key}`) : action;
  };
  return (
    <ol className="divide-y divide-border overflow-hidden rounded-2xl bg-card shadow-card ring-1 ring-border">
      {items.map((entry) => (
        <li key={entry.id} className="grid gap-1 px-4 py-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium">
              {actionLabel(entry.action)}
              <span className="font-normal text-muted-foreground"> · {entry.target_type}</span>
            </span>
            <time dateTime={entry.created_at} className="text-muted-foreground text-xs">
              {formatWhen(entry.created_at, locale)}
            </time>
          </div>
          <p className="text-foreground">“{entry.reason}”</p>
          <p className="text-muted-foreground text-xs">
            {t("audit.by", { name: entry.actor?.full_name ?? t("audit.formerAdmin") })}
          </p>
        </li>
      ))}
    </ol>
  );
}
