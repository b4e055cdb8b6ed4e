import type { DayRange, RangePreset } from "@saheli/core/vendor-insights";
import { Download } from "lucide-react";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { analyticsCsvUrl, useAnalytics } from "../api/get-analytics";
import { AnalyticsSkeleton } from "../components/analytics-skeleton";
import { OrdersViewsChart, RevenueChart } from "../components/daily-charts";
import { FigureCards } from "../components/figure-cards";
import { ListingFiguresTable, TopListings } from "../components/listing-figures";
import { PageFrame } from "../components/page-frame";
import { RangePicker } from "../components/range-picker";
import { ShopGate } from "../components/shop-gate";
import { useVendorInsightsT } from "../i18n";
import { paramsOf, rangeFromParams, rangeLabel, todayInIndia } from "../lib/range";

/** /vendor/analytics: her shop's figures for 7, 30 or 90 days or her own dates, as numbers and charts; CSV. */
export function Component() {
  const { t } = useVendorInsightsT();
  return (
    <ShopGate signInReason={t("analytics.signIn")}>
      <Analytics />
    </ShopGate>
  );
}

function Analytics() {
  const { t } = useVendorInsightsT();
  const locale = useIntlLocale();
  const [params, setParams] = useSearchParams();
  const today = todayInIndia();
  const range = useMemo(() => rangeFromParams(params, today), [params, today]);
  const analytics = useAnalytics(range);
  const choose = (choice: { preset: RangePreset } | DayRange) =>
    setParams(paramsOf(choice), { replace: true, preventScrollReset: true });

  return (
    <PageFrame
      title={t("analytics.title")}
      description={
        <>
          {rangeLabel(range, locale)} · <span className="whitespace-nowrap">{t("analytics.indiaTime")}</span>
        </>
      }
      tools={
        <Button asChild variant="outline">
          <a href={analyticsCsvUrl(range)} download>
            <Download aria-hidden /> {t("analytics.csv")}
          </a>
        </Button>
      }
    >
      <RangePicker
        range={range}
        today={today}
        onPreset={(preset) => choose({ preset })}
        onCustom={(custom) => choose(custom)}
      />
      <QueryState query={analytics} loading={<AnalyticsSkeleton />} errorTitle={t("analytics.error")}>
        {(data) => (
          <div
            aria-busy={analytics.isPlaceholderData || undefined}
            className={cn(
              "grid grid-cols-1 gap-5 transition-opacity",
              analytics.isPlaceholderData && "opacity-60",
            )}
          >
            <FigureCards summary={data.summary} currency={data.currency} />
            <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
              <RevenueChart daily={data.daily} currency={data.currency} />
              <OrdersViewsChart daily={data.daily} />
            </div>
            <TopListings
              byRevenue={data.top_by_revenue}
              byUnits={data.top_by_units}
              currency={data.currency}
            />
            <ListingFiguresTable listings={data.listings} currency={data.currency} />
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}
