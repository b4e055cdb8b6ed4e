import type { AnalyticsSummary } from "@saheli/core/contracts/vendor-insights";
import { percentLabel } from "@saheli/core/vendor-insights";
import type { ReactNode } from "react";
import { formatAmount, formatCount } from "../lib/format";

type Figure = { label: string; value: string; detail?: ReactNode };

function figuresOf(summary: AnalyticsSummary, currency: string): Figure[] {
  const money = (n: number) => formatAmount(n, currency);
  return [
    {
      label: "Revenue",
      value: money(summary.revenue),
      detail: `${money(summary.gross_sales)} in sales, less refunds`,
    },
    { label: "Orders", value: formatCount(summary.orders), detail: "Placed, not cancelled" },
    {
      label: "Average order value",
      value: summary.average_order_value === null ? "–" : money(summary.average_order_value),
    },
    { label: "Product views", value: formatCount(summary.views), detail: "One a viewer a day" },
    {
      label: "Conversion",
      value: percentLabel(summary.conversion_rate),
      detail: "Orders for every product view",
    },
    {
      label: "Cancellations",
      value: formatCount(summary.cancellations),
      detail: `${percentLabel(summary.cancellation_rate)} of orders placed`,
    },
    {
      label: "Returns",
      value: formatCount(summary.returns),
      detail: `${percentLabel(summary.return_rate)} of orders`,
    },
    {
      label: "Refunds",
      value: money(summary.refunds),
      detail: "Refunded orders' totals",
    },
  ];
}

/** The range's numbers, each in its own card (a description list for screen readers). */
export function FigureCards({ summary, currency }: { summary: AnalyticsSummary; currency: string }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {figuresOf(summary, currency).map((figure, index) => (
        <div
          key={figure.label}
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
