import { PayoutWords } from "@saheli/core/i18n/notices/commerce";
import { say } from "@saheli/core/i18n/notices/words";
import { nextWeeklyPayout, payoutWeekOf, ShepayRules, toRupees } from "@saheli/core/shepay";
import type { Db } from "../../db/connect.js";
import { appSettings } from "../../db/schema/index.js";
import type { Clock } from "../../platform/clock.js";
import type { Jobs } from "../../platform/jobs.js";
import type { PayoutsAdminService } from "./payouts-admin.service.js";
import { insertPayout, lockShop, weeklyPayoutShops } from "./shepay.queries.js";
import { withdrawablePaise } from "./withdrawable.js";

export const WEEKLY_PAYOUTS_JOB = "shepay-weekly-payouts";
/** Ask for the weekly payouts due at `at` (an instant), once however many nodes or restarts send it. */
export type WeeklyPayoutsJob = { at: string };

const WEEK_MS = 7 * 86_400_000;

export type WeeklyPayoutsDeps = {
  db: Db;
  clock: Clock;
  jobs: Pick<Jobs, "send">;
  tell: PayoutsAdminService["tell"];
  log: { error(obj: object, msg: string): void };
  /** Sends a payout through RazorpayX when it is set up (a no-op otherwise: an admin pays it by hand). */
  send?: (payoutId: string) => Promise<void>;
};

/**
 * Weekly payouts (issue 19 §4): every Monday at 10:00 in India, each shop on the weekly schedule with a payout
 * method gets a payout request for her whole withdrawable balance, which an admin then pays like any other (or which goes straight out through RazorpayX when it is set up). A
 * week is claimed once in `app_settings` (`shepay.weekly-payouts.{monday}`); the run that claims it schedules
 * the next.
 */
export function weeklyPayoutsService({ db, clock, jobs, tell, log, send }: WeeklyPayoutsDeps) {
  async function claim(week: string): Promise<boolean> {
    const claimed = await db
      .insert(appSettings)
      .values({ key: `shepay.weekly-payouts.${week}`, value: { claimed_at: clock.now().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    return claimed.length === 1;
  }

  async function schedule(at: Date) {
    await jobs.send<WeeklyPayoutsJob>(WEEKLY_PAYOUTS_JOB, { at: at.toISOString() }, { startAfter: at });
  }

  /** One shop's request, under its row lock; null when nothing is withdrawable. */
  async function askFor(shop: { id: string; method_display: string | null }) {
    return db.transaction(async (tx) => {
      await lockShop(tx, shop.id);
      const paise = await withdrawablePaise(tx, shop.id);
      if (!shop.method_display || toRupees(paise) < ShepayRules.payoutMin) return null;
      return insertPayout(tx, {
        shop_id: shop.id,
        amount: toRupees(paise),
        method_display: shop.method_display,
        status: "requested",
        automatic: true,
        requested_by: null,
        requested_at: clock.now(),
      });
    });
  }

  /** Asks for the payouts of the Monday at `at`, if it has come and nobody asked yet; answers how many. */
  async function run(at: Date): Promise<number> {
    if (clock.now().getTime() < at.getTime()) return 0;
    if (!(await claim(payoutWeekOf(at)))) return 0;
    let asked = 0;
    for (const shop of await weeklyPayoutShops(db)) {
      try {
        const payout = await askFor(shop);
        if (!payout) continue;
        asked += 1;
        await tell(
          shop.id,
          say(PayoutWords.weekly),
          say(PayoutWords.weeklyText, { amount: payout.amount, method: payout.method_display }),
        );
        if (send) await send(payout.id);
      } catch (error) {
        log.error({ err: error, shopId: shop.id }, "weekly payout could not be asked for");
      }
    }
    await schedule(nextWeeklyPayout(at));
    return asked;
  }

  /** At start-up: the last Monday's run if no node made it (it claims nothing twice), and the next Monday's. */
  async function scheduleOnStart() {
    const next = nextWeeklyPayout(clock.now());
    await jobs.send<WeeklyPayoutsJob>(WEEKLY_PAYOUTS_JOB, {
      at: new Date(next.getTime() - WEEK_MS).toISOString(),
    });
    await schedule(next);
  }

  return { run, scheduleOnStart };
}

export type WeeklyPayoutsService = ReturnType<typeof weeklyPayoutsService>;
