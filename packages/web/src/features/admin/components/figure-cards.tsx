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
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useAdminT } from "../i18n";
import { formatCount, formatRupees, trendText } from "../lib/format";

type Card = {
  key: string;
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
  const { t } = useAdminT();
  const locale = useIntlLocale();
  const { days } = figures;
  const count = (n: number) => formatCount(n, locale);
  const cards: Card[] = [
    {
      key: "members",
      label: t("figures.members"),
      value: count(figures.members.total),
      note: t("figures.joined", {
        number: count(figures.members.joined.value),
        trend: trendText(figures.members.joined.trend, days, t),
      }),
      icon: Users,
      trend: figures.members.joined.trend,
      to: "/admin/people",
    },
    {
      key: "verifications",
      label: t("figures.verifications"),
      value: count(figures.verifications_waiting),
      note: t("figures.verificationsNote"),
      icon: ShieldCheck,
      to: "/admin/verifications",
    },
    {
      key: "reports",
      label: t("figures.reports"),
      value: count(figures.reports_open),
      note: t("figures.reportsNote"),
      icon: TriangleAlert,
      to: "/admin/moderation",
    },
    {
      key: "orders",
      label: t("figures.orders", { days }),
      value: count(figures.orders.value),
      note: trendText(figures.orders.trend, days, t),
      icon: ShoppingBag,
      trend: figures.orders.trend,
    },
    {
      key: "sales",
      label: t("figures.sales", { days }),
      value: formatRupees(figures.sales.value),
      note: trendText(figures.sales.trend, days, t),
      icon: IndianRupee,
      trend: figures.sales.trend,
    },
    {
      key: "shops",
      label: t("figures.shops"),
      value: count(figures.shops.total),
      note: t("figures.opened", {
        number: count(figures.shops.opened.value),
        trend: trendText(figures.shops.opened.trend, days, t),
      }),
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
          <li key={card.key}>
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
