import type { ProductDetails } from "@saheli/core/contracts/vendor-products";
import { formatMoney } from "@saheli/core/money";
import { ratingLabel } from "@saheli/core/shops";
import type { ReactNode } from "react";
import { useMarketplaceT } from "@/features/marketplace/i18n";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";

function Stat({ label, children, note }: { label: string; children: ReactNode; note?: string }) {
  return (
    <div className="grid content-start gap-1 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-display font-semibold text-2xl tabular-nums">{children}</dd>
      {note && <dd className="text-muted-foreground text-xs">{note}</dd>}
    </div>
  );
}

/** Her listing's figures: views, orders, units, revenue, rating and the stock now. */
export function ProductStats({ details }: { details: ProductDetails }) {
  const { t } = useMarketplaceT();
  const locale = useIntlLocale();
  const n = (value: number) => value.toLocaleString(locale);
  const { stats, listing } = details;
  const physical = listing.listing_type === "physical";
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Stat label={t("vendor.stats.views")} note={t("vendor.stats.viewsNote", { n: n(stats.views_30d) })}>
        {n(stats.views)}
      </Stat>
      <Stat
        label={t("vendor.stats.orders")}
        note={t("vendor.stats.unitsNote", { count: stats.units_sold, n: n(stats.units_sold) })}
      >
        {n(stats.orders)}
      </Stat>
      <Stat label={t("vendor.stats.revenue")} note={t("vendor.stats.revenueNote")}>
        {formatMoney(stats.revenue, listing.currency)}
      </Stat>
      <Stat
        label={t("vendor.stats.rating")}
        note={t("vendor.stats.reviewsNote", { count: stats.total_reviews, n: n(stats.total_reviews) })}
      >
        {stats.total_reviews > 0 ? ratingLabel(stats.average_rating).text : "–"}
      </Stat>
      <Stat label={t("vendor.stats.inStock")} note={physical ? undefined : t("vendor.stats.noStock")}>
        {physical ? n(listing.quantity) : "–"}
      </Stat>
      <Stat label={t("vendor.stats.conversion")} note={t("vendor.stats.conversionNote")}>
        {stats.views > 0 ? `${Math.round((stats.orders / stats.views) * 1000) / 10}%` : "–"}
      </Stat>
    </dl>
  );
}
