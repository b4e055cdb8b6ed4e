import type { AdminFigures } from "@saheli/core/contracts/admin";
import {
  ArrowDownRight,
  ArrowUpRight,
  IndianRupee,
  type LucideIcon,
  Minus,
  ShieldCheck,
  ShoppingBag,
  Store,
  TriangleAlert,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { formatCount, formatRupees, trendText } from "../lib/format";

type Card = {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
  trend?: number | null;
  to?: string;
};

function TrendMark({ trend }: { trend: number | null | undefined }) {
  if (trend === undefined) return null;
  const Icon = trend === null || trend === 0 ? Minus : trend > 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <Icon
      aria-hidden
      className={cn(
        "size-4",
        trend && trend > 0
          ? "text-success"
          : trend && trend < 0
            ? "text-destructive"
            : "text-muted-foreground",
      )}
    />
  );
}

/** The six figures at the top of the dashboard, each with its trend or a link to its queue. */
export function FigureCards({ figures }: { figures: AdminFigures }) {
  const { days } = figures;
  const cards: Card[] = [
    {
      label: "Members",
      value: formatCount(figures.members.total),
      note: `${formatCount(figures.members.joined.value)} joined · ${trendText(figures.members.joined.trend, days)}`,
      icon: Users,
      trend: figures.members.joined.trend,
      to: "/admin/people",
    },
    {
      label: "Verifications waiting",
      value: formatCount(figures.verifications_waiting),
      note: "Selfies and requests to review",
      icon: ShieldCheck,
      to: "/admin/verifications",
    },
    {
      label: "Reports open",
      value: formatCount(figures.reports_open),
      note: "Posts, comments, profiles and listings",
      icon: TriangleAlert,
      to: "/admin/moderation",
    },
    {
      label: `Orders, last ${days} days`,
      value: formatCount(figures.orders.value),
      note: trendText(figures.orders.trend, days),
      icon: ShoppingBag,
      trend: figures.orders.trend,
    },
    {
      label: `Sales, last ${days} days`,
      value: formatRupees(figures.sales.value),
      note: trendText(figures.sales.trend, days),
      icon: IndianRupee,
      trend: figures.sales.trend,
    },
    {
      label: "Shops",
      value: formatCount(figures.shops.total),
      note: `${formatCount(figures.shops.opened.value)} new · ${trendText(figures.shops.opened.trend, days)}`,
      icon: Store,
      trend: figures.shops.opened.trend,
    },
  ];
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => {
        const body = (
          <>
            <span className="flex items-center justify-between gap-2 text-muted-foreground text-sm">
              {card.label}
              <card.icon aria-hidden className="size-5 text-primary" />
            </span>
            <span className="font-display font-semibold text-3xl tabular-nums">{card.value}</span>
            <span className="flex items-center gap-1 text-muted-foreground text-xs">
              <TrendMark trend={card.trend} />
              {card.note}
            </span>
          </>
        );
        const classes = "grid h-full gap-1 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border";
        return (
          <li key={card.label}>
            {card.to ? (
              <Link
                to={card.to}
                className={cn(
                  classes,
                  "hover:ring-primary/40 focus-visible:outline-2 focus-visible:outline-ring",
                )}
              >
                {body}
              </Link>
            ) : (
              <div className={classes}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
