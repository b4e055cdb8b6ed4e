import type { AdminFigures } from "@saheli/core/contracts/admin";
import type { ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { axisRupees, formatCount, formatRupees, longDay, shortDay } from "../lib/format";

// The theme's primary and accent (styles.css), as SVG attributes take them.
const PRIMARY = "#9d174d";
const ACCENT = "#e8940f";
const GRID = "#ecdfd8";
const MUTED = "#6b5860";
const chartStyle = { width: "100%", height: 220 };
const axisTick = { fill: MUTED, fontSize: 12 };
const tooltipStyle = { borderRadius: 12, borderColor: GRID, fontSize: 13 };

type Day = AdminFigures["series"][number];

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
  rows: Day[];
  columns: { label: string; value: (d: Day) => string }[];
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

const sum = (rows: Day[], key: keyof Omit<Day, "day">) => rows.reduce((total, d) => total + d[key], 0);

/** Sales per day (bars) with the number of orders in the table. */
export function SalesChart({ series }: { series: Day[] }) {
  return (
    <ChartCard
      id="admin-sales"
      title="Orders and sales per day"
      summary={`${formatCount(sum(series, "orders"))} orders worth ${formatRupees(sum(series, "sales"))} in ${series.length} days.`}
      table={
        <DayTable
          rows={series}
          columns={[
            { label: "Orders", value: (d) => formatCount(d.orders) },
            { label: "Sales", value: (d) => formatRupees(d.sales) },
          ]}
        />
      }
    >
      <BarChart data={series} responsive style={chartStyle} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} tickLine={false} minTickGap={24} />
        <YAxis width={56} tick={axisTick} tickLine={false} axisLine={false} tickFormatter={axisRupees} />
        <Tooltip
          cursor={{ fill: "#fcebf2" }}
          contentStyle={tooltipStyle}
          labelFormatter={(day) => longDay(String(day))}
          formatter={(value) => [formatRupees(Number(value)), "Sales"]}
        />
        <Bar
          isAnimationActive={false}
          dataKey="sales"
          name="Sales"
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
  return (
    <ChartCard
      id="admin-growth"
      title="New members and shops per day"
      summary={`${formatCount(sum(series, "members"))} members joined and ${formatCount(sum(series, "shops"))} shops opened in ${series.length} days.`}
      table={
        <DayTable
          rows={series}
          columns={[
            { label: "Members", value: (d) => formatCount(d.members) },
            { label: "Shops", value: (d) => formatCount(d.shops) },
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
        <XAxis dataKey="day" tickFormatter={shortDay} tick={axisTick} tickLine={false} minTickGap={24} />
        <YAxis width={32} allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} />
        <Tooltip contentStyle={tooltipStyle} labelFormatter={(day) => longDay(String(day))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Line
          isAnimationActive={false}
          type="monotone"
          dataKey="members"
          name="Members"
          stroke={PRIMARY}
          strokeWidth={2}
          dot={false}
        />
        <Line
          isAnimationActive={false}
          type="monotone"
          dataKey="shops"
          name="Shops"
          stroke={ACCENT}
          strokeWidth={2}
          dot={false}
        />
      </LineChart>
    </ChartCard>
  );
}
