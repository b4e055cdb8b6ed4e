import type { DailyFigures } from "@saheli/core/contracts/vendor-insights";
import { formatMoney } from "@saheli/core/money";
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { axisTick, ChartCard, chartColours, DayTable, tooltipStyle } from "@/components/charts/chart-card";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useVendorInsightsT } from "../i18n";
import { axisAmount, formatCount } from "../lib/format";
import { longDay, shortDay } from "../lib/range";

const { primary: PRIMARY, accent: ACCENT, grid: GRID } = chartColours;
const chartStyle = { width: "100%", height: 240 };

type ChartProps = { daily: DailyFigures[]; currency: string };

/** Revenue by day (orders placed that day, less those refunded). */
export function RevenueChart({ daily, currency }: ChartProps) {
  const { t } = useVendorInsightsT();
  const locale = useIntlLocale();
  const best = daily.reduce<DailyFigures | null>(
    (top, d) => (!top || d.revenue > top.revenue ? d : top),
    null,
  );
  return (
    <ChartCard
      id="revenue-chart"
      title={t("charts.revenueTitle")}
      summary={
        best && best.revenue > 0
          ? t("charts.bestDay", {
              day: longDay(best.day, locale),
              amount: formatMoney(best.revenue, currency),
            })
          : t("charts.noRevenue")
      }
      table={
        <DayTable
          dayLabel={(day) => longDay(day, locale)}
          rows={daily}
          columns={[{ label: t("charts.revenue"), value: (d) => formatMoney(d.revenue, currency) }]}
        />
      }
    >
      <BarChart data={daily} responsive style={chartStyle} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis
          dataKey="day"
          tickFormatter={(day: string) => shortDay(day, locale)}
          tick={axisTick}
          tickLine={false}
          minTickGap={24}
        />
        <YAxis
          width={56}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          tickFormatter={(n: number) => axisAmount(n, currency, locale)}
        />
        <Tooltip
          cursor={{ fill: "#fcebf2" }}
          contentStyle={tooltipStyle}
          labelFormatter={(day) => longDay(String(day), locale)}
          formatter={(value) => [formatMoney(Number(value), currency), t("charts.revenue")]}
        />
        <Bar
          isAnimationActive={false}
          dataKey="revenue"
          name={t("charts.revenue")}
          fill={PRIMARY}
          radius={[4, 4, 0, 0]}
          maxBarSize={28}
        />
      </BarChart>
    </ChartCard>
  );
}

/** Orders (bars) and product views (a line) by day, each on its own scale. */
export function OrdersViewsChart({ daily }: { daily: DailyFigures[] }) {
  const { t } = useVendorInsightsT();
  const locale = useIntlLocale();
  const orders = daily.reduce((sum, d) => sum + d.orders, 0);
  const views = daily.reduce((sum, d) => sum + d.views, 0);
  return (
    <ChartCard
      id="traffic-chart"
      title={t("charts.trafficTitle")}
      summary={t("charts.traffic", {
        orders: t("charts.orderCount", { count: orders, formatted: formatCount(orders, locale) }),
        views: t("charts.viewCount", { count: views, formatted: formatCount(views, locale) }),
      })}
      table={
        <DayTable
          dayLabel={(day) => longDay(day, locale)}
          rows={daily}
          columns={[
            { label: t("charts.orders"), value: (d) => formatCount(d.orders, locale) },
            { label: t("charts.views"), value: (d) => formatCount(d.views, locale) },
          ]}
        />
      }
    >
      <ComposedChart
        data={daily}
        responsive
        style={chartStyle}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis
          dataKey="day"
          tickFormatter={(day: string) => shortDay(day, locale)}
          tick={axisTick}
          tickLine={false}
          minTickGap={24}
        />
        <YAxis
          yAxisId="orders"
          width={36}
          allowDecimals={false}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          yAxisId="views"
          orientation="right"
          width={44}
          allowDecimals={false}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          contentStyle={tooltipStyle}
          labelFormatter={(day) => longDay(String(day), locale)}
          formatter={(value, name) => [formatCount(Number(value), locale), name]}
        />
        <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
        <Bar
          isAnimationActive={false}
          yAxisId="orders"
          dataKey="orders"
          name={t("charts.orders")}
          fill={PRIMARY}
          radius={[4, 4, 0, 0]}
          maxBarSize={28}
        />
        <Line
          isAnimationActive={false}
          yAxisId="views"
          dataKey="views"
          name={t("charts.productViews")}
          stroke={ACCENT}
          strokeWidth={2}
          dot={false}
          type="monotone"
        />
      </ComposedChart>
    </ChartCard>
  );
}
