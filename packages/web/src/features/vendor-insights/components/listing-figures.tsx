import type { ListingFigures } from "@saheli/core/contracts/vendor-insights";
import { listingPath } from "@saheli/core/listings";
import { percentLabel } from "@saheli/core/vendor-insights";
import { Link } from "react-router";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useVendorInsightsT } from "../i18n";
import { formatAmount, formatCount } from "../lib/format";

type Props = { listings: ListingFigures[]; currency: string };

/** Her listings' views, orders, units, revenue and conversion: a table on a laptop, cards on a phone. */
export function ListingFiguresTable({ listings, currency }: Props) {
  const { t } = useVendorInsightsT();
  const locale = useIntlLocale();
  return (
    <section aria-labelledby="listing-figures-title" className="grid grid-cols-1 gap-3">
      <h2 id="listing-figures-title" className="font-semibold text-lg">
        {t("listings.heading")}
      </h2>
      {listings.length === 0 ? (
        <p className="rounded-2xl bg-card p-4 text-muted-foreground text-sm shadow-card ring-1 ring-border">
          {t("listings.none")}
        </p>
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-2xl bg-card shadow-card ring-1 ring-border md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("listings.heading")}</caption>
              <thead className="bg-muted/60 text-muted-foreground text-xs uppercase tracking-wide">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t("listings.listing")}
                  </th>
                  {(["views", "orders", "units", "revenue", "conversion"] as const).map((label) => (
                    <th key={label} scope="col" className="px-4 py-3 text-right font-medium">
                      {t(`listings.${label}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {listings.map((listing) => (
                  <tr key={listing.id}>
                    <th scope="row" className="max-w-80 truncate px-4 py-3 font-medium">
                      <Link to={listingPath(listing)} className="text-primary hover:underline">
                        {listing.title}
                      </Link>
                    </th>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatCount(listing.views, locale)}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatCount(listing.orders, locale)}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatCount(listing.units, locale)}
                    </td>
                    <td className="px-4 py-3 text-right font-medium tabular-nums">
                      {formatAmount(listing.revenue, currency)}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {percentLabel(listing.conversion_rate)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul aria-label={t("listings.heading")} className="grid grid-cols-1 gap-2 md:hidden">
            {listings.map((listing) => (
              <li
                key={listing.id}
                className="grid grid-cols-1 gap-2 rounded-2xl bg-card p-3 shadow-card ring-1 ring-border"
              >
                <Link to={listingPath(listing)} className="truncate font-medium text-primary hover:underline">
                  {listing.title}
                </Link>
                <dl className="grid grid-cols-4 gap-2 text-xs">
                  <MiniFigure label={t("listings.views")} value={formatCount(listing.views, locale)} />
                  <MiniFigure label={t("listings.orders")} value={formatCount(listing.orders, locale)} />
                  <MiniFigure label={t("listings.revenue")} value={formatAmount(listing.revenue, currency)} />
                  <MiniFigure label={t("listings.conv")} value={percentLabel(listing.conversion_rate)} />
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function MiniFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium text-sm tabular-nums">{value}</dd>
    </div>
  );
}

/** The best sellers by revenue and by units, side by side. */
export function TopListings({
  byRevenue,
  byUnits,
  currency,
}: {
  byRevenue: ListingFigures[];
  byUnits: ListingFigures[];
  currency: string;
}) {
  const { t } = useVendorInsightsT();
  const locale = useIntlLocale();
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
      <TopList
        id="top-revenue"
        title={t("listings.topRevenue")}
        listings={byRevenue}
        figure={(l) => formatAmount(l.revenue, currency)}
      />
      <TopList
        id="top-units"
        title={t("listings.topUnits")}
        listings={byUnits}
        figure={(l) => t("listings.unitCount", { count: l.units, formatted: formatCount(l.units, locale) })}
      />
    </div>
  );
}

function TopList({
  id,
  title,
  listings,
  figure,
}: {
  id: string;
  title: string;
  listings: ListingFigures[];
  figure: (listing: ListingFigures) => string;
}) {
  const { t } = useVendorInsightsT();
  return (
    <section
      aria-labelledby={id}
      className="grid grid-cols-1 content-start gap-2 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border"
    >
      <h2 id={id} className="font-semibold text-base">
        {title}
      </h2>
      {listings.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("listings.nothingSold")}</p>
      ) : (
        <ol className="grid gap-1.5">
          {listings.map((listing, index) => (
            <li key={listing.id} className="flex items-baseline gap-2 text-sm">
              <span aria-hidden className="w-4 shrink-0 text-muted-foreground tabular-nums">
                {index + 1}
              </span>
              <Link to={listingPath(listing)} className="min-w-0 flex-1 truncate hover:underline">
                {listing.title}
              </Link>
              <span className="shrink-0 font-medium tabular-nums">{figure(listing)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
