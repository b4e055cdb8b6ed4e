import type { Payout, PayoutStatus } from "@saheli/core/contracts/shepay";
import { formatMoney } from "@saheli/core/money";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useShepayT } from "../i18n";
import { formatDay } from "../lib/format";

const STATUS: Record<PayoutStatus, BadgeProps["variant"]> = {
  requested: "warning",
  processing: "warning",
  paid: "success",
  failed: "destructive",
};

/** Her recent payouts: amount, where to, when, and what became of each. */
export function PayoutsList({ payouts }: { payouts: Payout[] }) {
  const { t } = useShepayT();
  const locale = useIntlLocale();
  if (payouts.length === 0) return <p className="text-muted-foreground text-sm">{t("payouts.empty")}</p>;
  return (
    <ul className="grid divide-y divide-border">
      {payouts.map((payout) => (
        <li key={payout.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
          <div className="grid min-w-0 gap-0.5">
            <p className="font-semibold tabular-nums">{formatMoney(payout.amount, "INR")}</p>
            <p className="text-muted-foreground text-xs">
              {t(payout.automatic ? "payoutWeekly" : "payoutAsked", {
                destination: payout.method_display,
                date: formatDay(payout.requested_at, locale),
              })}
              {payout.paid_at ? t("payouts.paid", { date: formatDay(payout.paid_at, locale) }) : ""}
            </p>
            {payout.reference && (
              <p className="break-words text-muted-foreground text-xs">
                {t("reference", { reference: payout.reference })}
              </p>
            )}
            {payout.failure_reason && (
              <p className="break-words text-muted-foreground text-xs">
                {t("why", { reason: payout.failure_reason })}
              </p>
            )}
          </div>
          <Badge variant={STATUS[payout.status]}>{t(`payouts.status.${payout.status}`)}</Badge>
        </li>
      ))}
    </ul>
  );
}
