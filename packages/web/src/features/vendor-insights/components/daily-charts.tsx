import type { DailyFigures } from "@saheli/core/contracts/vendor-insights";
import { formatMoney } from "@saheli/core/money";
import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { axisAmount, formatCount } from "../lib/format";
import { longDay, shortDay } from "../lib/range";

// The theme's primary and accent (styles.css), as SVG attributes take them.
const PRIMARY = "#9d174d";
const ACCENT = "#e8940f";
const GRID = "#ecdfd8";
const MUTED = "#6b5860";

const chartStyle = { width: "100%", height: 240 };
const plural = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? "" : "s"}`;
const axisTick = { fill: MUTED, fontSize: 12 };
const tooltipStyle = { borderRadius: 12, borderColor: GRID, fontSize: 13 };

type ChartProps = { daily: DailyFigures[]; currency: string };

/** A chart and, for anyone who prefers them (or cannot see it), its numbers as a table. */
function ChartCard({
  id,
  title,
  summary,
  children,
  table,
}: {
  id: string;
  title: string;
  summary: string;
  children: ReactNode;
  table: ReactNode;
}) {
  return (
    <figure
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      className="grid min-w-0 grid-cols-1 gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border"
    >
      <figcaption className="grid gap-0.5">
        <h2 id={`${id}-title`} className="font-semibold text-base">
          {title}
        </h2>
        <p id={`${id}-summary`} className="text-muted-foreground text-xs">
          {summary}
        </p>
      </figcaption>
      <div className="min-w-0">{children}</div>
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm text-primary hover:underline">Show the numbers</summary>
        <div className="mt-2 max-h-64 overflow-auto">{table}</div>
      </details>
    </figure>
  );
}

function DayTable({
  rows,
  columns,
}: {
  rows: DailyFigures[];
  columns: { label: string; value: (d: DailyFigures) => string }[];
}) {
  return (
    <table className="w-full text-left text-sm tabular-nums">
      <thead className="sticky top-0 bg-card text-muted-foreground text-xs">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            Day
          </th>
          {columns.map((c) => (
            <th key={c.label} scope="col" className="py-1 pr-3 text-right font-medium">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {rows.map((d) => (
          <tr key={d.day}>
            <th scope="row" className="py-1 pr-3 font-normal">
              {longDay(d.day)}
            </th>
            {columns.map((c) => (
              <td key={c.label} className="py-1 pr-3 text-right">
                {c.value(d)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

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
