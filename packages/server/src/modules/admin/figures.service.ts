import { splitPeriods, trendPercent } from "@saheli/core/admin";
import type { AdminFigures } from "@saheli/core/contracts/admin";
import type { Db } from "../../db/connect.js";
import type { Clock } from "../../platform/clock.js";
import { dailyFigures, totals } from "./figures.queries.js";

/** The dashboard's figures: totals now, and per-day series over `days` with a trend against the days before. */
export function figuresService({ db, clock }: { db: Db; clock: Clock }) {
  async function figures(days: number): Promise<AdminFigures> {
    const [series, now] = await Promise.all([dailyFigures(db, days, clock.now()), totals(db)]);
    const figure = (key: "members" | "orders" | "sales" | "shops") => {
      const { current, previous } = splitPeriods(
        series.map((d) => d[key]),
        days,
      );
      return { value: Math.round(current * 100) / 100, trend: trendPercent(current, previous) };
    };
    return {
      days,
      members: { total: now.members, joined: figure("members") },
      verifications_waiting: now.verifications,
      reports_open: now.reports,
      orders: figure("orders"),
      sales: figure("sales"),
      shops: { total: now.shops, opened: figure("shops") },
      series: series.slice(-days),
    };
  }
  return { figures };
}
