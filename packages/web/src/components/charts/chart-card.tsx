import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

// The theme's primary and accent (styles.css), as SVG attributes take them.
export const chartColours = {
  primary: "#9d174d",
  accent: "#e8940f",
  grid: "#ecdfd8",
  muted: "#6b5860",
} as const;
export const axisTick = { fill: chartColours.muted, fontSize: 12 };
export const tooltipStyle = { borderRadius: 12, borderColor: chartColours.grid, fontSize: 13 };

/** A chart and, for anyone who prefers them (or cannot see it), its numbers as a table. */
export function ChartCard({
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
  const { t } = useTranslation();
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
        <summary className="cursor-pointer rounded-sm text-primary hover:underline">
          {t("charts.showNumbers")}
        </summary>
        <div className="mt-2 max-h-64 overflow-auto">{table}</div>
      </details>
    </figure>
  );
}

/** A chart's numbers, one row a day: the day (as `dayLabel` writes it) and a cell per column. */
export function DayTable<Row extends { day: string }>({
  rows,
  columns,
  dayLabel,
}: {
  rows: Row[];
  columns: { label: string; value: (row: Row) => string }[];
  dayLabel: (day: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-left text-sm tabular-nums">
      <thead className="sticky top-0 bg-card text-muted-foreground text-xs">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            {t("charts.day")}
          </th>
          {columns.map((c) => (
            <th key={c.label} scope="col" className="py-1 pr-3 text-right font-medium">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {rows.map((row) => (
          <tr key={row.day}>
            <th scope="row" className="py-1 pr-3 font-normal">
              {dayLabel(row.day)}
            </th>
            {columns.map((c) => (
              <td key={c.label} className="py-1 pr-3 text-right">
                {c.value(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
