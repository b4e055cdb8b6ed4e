import type { AdminFigures } from "@saheli/core/contracts/admin";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { axisTick, ChartCard, chartColours, DayTable, tooltipStyle } from "@/components/charts/chart-card";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useAdminT } from "../i18n";
import { axisRupees, formatCount, formatRupees, longDay, shortDay } from "../lib/format";

const { primary: PRIMARY, accent: ACCENT, grid: GRID } = chartColours;
const chartStyle = { width: "100%", height: 220 };

type Day = AdminFigures["series"][number];

const sum = (rows: Day[], key: keyof Omit<Day, "day">) => rows.reduce((total, d) => total + d[key], 0);

/** Sales per day (bars) with the number of orders in the table. */
export function SalesChart({ series }: { series: Day[] }) {
  const { t } = useAdminT();
  const locale = useIntlLocale();
  return (
    <ChartCard
      id="admin-sales"
      title={t("charts.salesTitle")}
      summary={t("charts.salesSummary", {
        orders: formatCount(sum(series, "orders"), locale),
        sales: formatRupees(sum(series, "sales")),
        days: series.length,
      })}
      table={
        <DayTable
          dayLabel={(day) => longDay(day, locale)}
          rows={series}
          columns={[
            { label: t("charts.orders"), value: (d) => formatCount(d.orders, locale) },
            { label: t("charts.sales"), value: (d) => formatRupees(d.sales) },
          ]}
        />
      }
    >
      <BarChart data={series} responsive style={chartStyle} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
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
          tickFormatter={(n: number) => axisRupees(n, locale)}
        />
        <Tooltip
          cursor={{ fill: "#fcebf2" }}
          contentStyle={tooltipStyle}
          labelFormatter={(day) => longDay(String(day), locale)}
          formatter={(value) => [formatRupees(Number(value)), t("charts.sales")]}
        />
        <Bar
          isAnimationActive={false}
          dataKey="sales"
          name={t("charts.sales")}
          fill={PRIMARY}
          radius={[4, 4, 0, 0]}
          maxBarSize={24}
        />
      </BarChart>
    </ChartCard>
  );
}

/** People who joined and shops opened per day, two lines. */
export function GrowthChart({ series }: { series: Day[] }) {
  const { t } = useAdminT();
  const locale = useIntlLocale();
  return (
    <ChartCard
      id="admin-growth"
      title={t("charts.growthTitle")}
      summary={t("charts.growthSummary", {
        members: formatCount(sum(series, "members"), locale),
        shops: formatCount(sum(series, "shops"), locale),
        days: series.length,
      })}
      table={
        <DayTable
          dayLabel={(day) => longDay(day, locale)}
          rows={series}
          columns={[
            { label: t("charts.members"), value: (d) => formatCount(d.members, locale) },
            { label: t("charts.shops"), value: (d) => formatCount(d.shops, locale) },
          ]}
        />
      }
    >
      <LineChart
        data={series}
        responsive
        style={chartStyle}
        margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis
          dataKey="day"
          tickFormatter={(day: string) => shortDay(day, locale)}
          tick={axisTick}
          tickLine={false}
          minTickGap={24}
        />
        <YAxis width={32} allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} />
        <Tooltip contentStyle={tooltipStyle} labelFormatter={(day) => longDay(String(day), locale)} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Line
          isAnimationActive={false}
          type="monotone"
          dataKey="members"
          name={t("charts.members")}
          stroke={PRIMARY}
          strokeWidth={2}
          dot={false}
        />
        <Line
          isAnimationActive={false}
          type="monotone"
          dataKey="shops"
          name={t("charts.shops")}
          stroke={ACCENT}
          strokeWidth={2}
          dot={false}
        />
      </LineChart>
    </ChartCard>
  );
}
