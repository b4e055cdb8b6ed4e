import type { AdminFigures } from "@saheli/core/contracts/admin";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { axisTick, ChartCard, chartColours, DayTable, tooltipStyle } from "@/components/charts/chart-card";
import { axisRupees, formatCount, formatRupees, longDay, shortDay } from "../lib/format";

const { primary: PRIMARY, accent: ACCENT, grid: GRID } = chartColours;
const chartStyle = { width: "100%", height: 220 };

type Day = AdminFigures["series"][number];

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
          dayLabel={longDay}
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
          dayLabel={longDay}
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
