import { formatMoney } from "@saheli/core/money";
import { useOrdersT } from "../i18n";

type Props = { subtotal: number; shipping: number; total: number; currency: string; label?: string };

/** Subtotal, shipping ("FREE" at 0) and total, as a description list. */
export function MoneyRows({ subtotal, shipping, total, currency, label }: Props) {
  const { t } = useOrdersT();
  return (
    <dl aria-label={label ?? t("money.totals")} className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm">
      <dt className="text-muted-foreground">{t("money.subtotal")}</dt>
      <dd className="text-right tabular-nums">{formatMoney(subtotal, currency)}</dd>
      <dt className="text-muted-foreground">{t("money.shipping")}</dt>
      <dd className="text-right tabular-nums">
        {shipping === 0 ? (
          <span className="font-medium text-success">{t("money.free")}</span>
        ) : (
          formatMoney(shipping, currency)
        )}
      </dd>
      <dt className="font-semibold text-base">{t("money.total")}</dt>
      <dd className="text-right font-semibold text-base tabular-nums">{formatMoney(total, currency)}</dd>
    </dl>
  );
}
