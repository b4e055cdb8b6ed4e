import type { ProductDetails } from "@saheli/core/contracts/vendor-products";
import { formatMoney } from "@saheli/core/money";
import { ratingLabel } from "@saheli/core/shops";
import type { ReactNode } from "react";

function Stat({ label, children, note }: { label: string; children: ReactNode; note?: string }) {
  return (
    <div className="grid content-start gap-1 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-display font-semibold text-2xl tabular-nums">{children}</dd>
      {note && <dd className="text-muted-foreground text-xs">{note}</dd>}
    </div>
  );
}

const n = (value: number) => value.toLocaleString("en-IN");

/** Her listing's figures: views, orders, units, revenue, rating and the stock now. */
export function ProductStats({ details }: { details: ProductDetails }) {
  const { stats, listing } = details;
  const physical = listing.listing_type === "physical";
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Stat label="Views" note={`${n(stats.views_30d)} in the last 30 days`}>
        {n(stats.views)}
      </Stat>
      <Stat label="Orders" note={`${n(stats.units_sold)} ${stats.units_sold === 1 ? "unit" : "units"} sold`}>
        {n(stats.orders)}
      </Stat>
      <Stat label="Revenue" note="Cancelled and refunded orders left out">
        {formatMoney(stats.revenue, listing.currency)}
      </Stat>
      <Stat
        label="Rating"
        note={`${n(stats.total_reviews)} ${stats.total_reviews === 1 ? "review" : "reviews"}`}
      >
        {stats.total_reviews > 0 ? ratingLabel(stats.average_rating).text : "–"}
      </Stat>
      <Stat label="In stock" note={physical ? undefined : "Only products have stock"}>
        {physical ? n(listing.quantity) : "–"}
      </Stat>
      <Stat label="Conversion" note="Orders for every 100 views">
        {stats.views > 0 ? `${Math.round((stats.orders / stats.views) * 1000) / 10}%` : "–"}
      </Stat>
    </dl>
  );
}
