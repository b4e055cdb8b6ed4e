import type { AnalyticsSummary } from "@saheli/core/contracts/vendor-insights";
import { percentLabel } from "@saheli/core/vendor-insights";
import type { ReactNode } from "react";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useVendorInsightsT } from "../i18n";
import { formatAmount, formatCount } from "../lib/format";

type Figure = { key: string; label: string; value: string; detail?: ReactNode };

function figuresOf(
  summary: AnalyticsSummary,
  currency: string,
  t: ReturnType<typeof useVendorInsightsT>["t"],
  locale: string,
): Figure[] {
  const money = (n: number) => formatAmount(n, currency);
  const count = (n: number) => formatCount(n, locale);
  return [
    {
      key: "revenue",
      label: t("figures.revenue"),
      value: money(summary.revenue),
      detail: t("figures.revenueDetail", { sales: money(summary.gross_sales) }),
    },
    {
      key: "orders",
      label: t("figures.orders"),
      value: count(summary.orders),
      detail: t("figures.ordersDetail"),
    },
    {
      key: "aov",
      label: t("figures.aov"),
      value: summary.average_order_value === null ? "–" : money(summary.average_order_value),
    },
    {
      key: "views",
      label: t("figures.views"),
      value: count(summary.views),
      detail: t("figures.viewsDetail"),
    },
    {
      key: "conversion",
      label: t("figures.conversion"),
      value: percentLabel(summary.conversion_rate),
      detail: t("figures.conversionDetail"),
    },
    {
      key: "cancellations",
      label: t("figures.cancellations"),
      value: count(summary.cancellations),
      detail: t("figures.cancellationsDetail", { percent: percentLabel(summary.cancellation_rate) }),
    },
    {
      key: "returns",
      label: t("figures.returns"),
      value: count(summary.returns),
      detail: t("figures.returnsDetail", { percent: percentLabel(summary.return_rate) }),
    },
    {
      key: "refunds",
      label: t("figures.refunds"),
      value: money(summary.refunds),
      detail: t("figures.refundsDetail"),
    },
  ];
}

/** The range's numbers, each in its own card (a description list for screen readers). */
export function FigureCards({ summary, currency }: { summary: AnalyticsSummary; currency: string }) {
  const { t } = useVendorInsightsT();
  const locale = useIntlLocale();
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {figuresOf(summary, currency, t, locale).map((figure, index) => (
        <div
          key={figure.key}
          className={
            index === 0
              ? "grid content-start gap-1 rounded-2xl bg-primary-soft p-4 ring-1 ring-primary/15"
              : "grid content-start gap-1 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border"
          }
        >
          <dt className="text-muted-foreground text-xs uppercase tracking-wide">{figure.label}</dt>
          <dd className="font-display font-semibold text-2xl tabular-nums">{figure.value}</dd>
          {figure.detail && <dd className="text-muted-foreground text-xs">{figure.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
