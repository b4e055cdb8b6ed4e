import type { DailyFigures } from "@saheli/core/contracts/vendor-insights";
import { formatMoney } from "@saheli/core/money";
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { axisTick, ChartCard, chartColours, DayTable, tooltipStyle } from "@/components/charts/chart-card";
import { axisAmount, formatCount } from "../lib/format";
import { longDay, shortDay } from "../lib/range";

const { primary: PRIMARY, accent: ACCENT, grid: GRID } = chartColours;
const chartStyle = { width: "100%", height: 240 };
const plural = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? "" : "s"}`;

type ChartProps = { daily: DailyFigures[]; currency: string };

/** Revenue by day (orders placed that day, less those refunded). */
export function RevenueChart({ daily, currency }: ChartProps) {
  const best = daily.reduce<DailyFigures | null>(
    (top, d) => (!top || d.revenue > top.revenue ? d : top),
    null,
  );
  return (
    <ChartCard
      id="revenue-chart"
      title="Revenue by day"
      summary={
        best && best.revenue > 0
          ? `Best day: ${longDay(best.day)}, ${formatMoney(best.revenue, currency)}.`
          : "No revenue in this period yet."
      }
      table={
        <DayTable
          dayLabel={longDay}
          rows={daily}
          columns={[{ label: "Revenue", value: (d) => formatMoney(d.revenue, currency) }]}
        />
      }
    >
      <BarChart data={daily} responsive style={chartStyle} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} tickLine={false} minTickGap={24} />
        <YAxis
          width={56}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          tickFormatter={(n: number) => axisAmount(n, currency)}
        />
        <Tooltip
          cursor={{ fill: "#fcebf2" }}
          contentStyle={tooltipStyle}
          labelFormatter={(day) => longDay(String(day))}
          formatter={(value) => [formatMoney(Number(value), currency), "Revenue"]}
        />
        <Bar
          isAnimationActive={false}
          dataKey="revenue"
          name="Revenue"
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
  const orders = daily.reduce((sum, d) => sum + d.orders, 0);
  const views = daily.reduce((sum, d) => sum + d.views, 0);
  return (
    <ChartCard
      id="traffic-chart"
      title="Orders and product views by day"
      summary={`${plural(orders, "order")} from ${plural(views, "product view")} in this period.`}
      table={
        <DayTable
          dayLabel={longDay}
          rows={daily}
          columns={[
            { label: "Orders", value: (d) => formatCount(d.orders) },
            { label: "Views", value: (d) => formatCount(d.views) },
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
        <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} tickLine={false} minTickGap={24} />
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
          labelFormatter={(day) => longDay(String(day))}
          formatter={(value, name) => [formatCount(Number(value)), name]}
        />
        <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
        <Bar
          isAnimationActive={false}
          yAxisId="orders"
          dataKey="orders"
          name="Orders"
          fill={PRIMARY}
          radius={[4, 4, 0, 0]}
          maxBarSize={28}
        />
        <Line
          isAnimationActive={false}
          yAxisId="views"
          dataKey="views"
          name="Product views"
          stroke={ACCENT}
          strokeWidth={2}
          dot={false}
          type="monotone"
        />
      </ComposedChart>
    </ChartCard>
  );
}
