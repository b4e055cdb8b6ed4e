import { StatementWords } from "@saheli/core/i18n/notices/commerce";
import { localeOf, storedLanguage } from "@saheli/core/i18n/notices/words";
import { formatMoney } from "@saheli/core/money";
import { monthLabel, monthOf, monthRange, previousMonth, toRupees } from "@saheli/core/shepay";
import type { Db } from "../../db/connect.js";
import { appSettings } from "../../db/schema/index.js";
import type { Clock } from "../../platform/clock.js";
import type { Jobs } from "../../platform/jobs.js";
import type { Mailer } from "../../platform/messaging.js";
import { statementRecipients } from "./shepay.queries.js";
import type { ShepayService } from "./shepay.service.js";

export const STATEMENTS_JOB = "shepay-statements";
/** E-mail every opted-in shop its statement of `month` (once, however many nodes or restarts ask). */
export type StatementsJob = { month: string };

export type StatementMailDeps = {
  db: Db;
  clock: Clock;
  jobs: Pick<Jobs, "send">;
  mailer: Mailer;
  publicUrl: string;
  statements: Pick<ShepayService, "statementData">;
  log: { error(obj: object, msg: string): void };
};

const nextMonth = (month: string) => monthOf(new Date(monthRange(month).end.getTime() + 1));

/**
 * Monthly statements by e-mail: when a month has closed, each shop that keeps "statements by e-mail" on and had
 * entries that month gets its figures and links to the PDF and CSV. A month is claimed once in `app_settings`
 * (`shepay.statements.{month}`), so a job sent by several nodes or after a restart sends nothing twice; the run
 * that claims a month schedules the next one.
 */
export function statementMailService({
  db,
  clock,
  jobs,
  mailer,
  publicUrl,
  statements,
  log,
}: StatementMailDeps) {
  async function claim(month: string): Promise<boolean> {
    const claimed = await db
      .insert(appSettings)
      .values({ key: `shepay.statements.${month}`, value: { claimed_at: clock.now().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    return claimed.length === 1;
  }

  async function schedule(month: string) {
    await jobs.send<StatementsJob>(STATEMENTS_JOB, { month }, { startAfter: monthRange(month).end });
  }

  /** Sends `month`'s statements if the month has closed and nobody sent them yet; answers how many went. */
  async function send(month: string): Promise<number> {
    const { start, end } = monthRange(month);
    if (clock.now().getTime() < end.getTime()) return 0;
    if (!(await claim(month))) return 0;
    let sent = 0;
    for (const shop of await statementRecipients(db, start, end)) {
      if (!shop.email) continue;
      try {
        const data = await statements.statementData(
          { id: shop.shopId, name: shop.name, tax_id: shop.taxId },
          month,
        );
        const language = storedLanguage(shop.language);
        const locale = localeOf(language);
        const inr = (paise: number) => formatMoney(toRupees(paise), "INR", locale);
        const link = (format: string) => `${publicUrl}/api/shepay/statements/${month}?format=${format}`;
        const monthName = monthLabel(month, locale);
        await mailer.send({
          to: shop.email,
          subject: StatementWords.subject[language]({ month: monthName, shop: shop.name }),
          text: StatementWords.mail[language]({
            shop: shop.name,
            month: monthName,
            sales: inr(data.totals.sales),
            refunds: inr(data.totals.refunds),
            commission: inr(data.totals.commission),
            commissionPercent: data.rates.commission_percent,
            tcs: inr(data.totals.tcs),
            tcsPercent: data.rates.tcs_percent,
            payouts: inr(data.totals.payouts),
            available: inr(data.closing.available),
            pending: inr(data.closing.pending),
            pdf: link("pdf"),
            csv: link("csv"),
            settings: `${publicUrl}/shepay/settings`,
          }),
        });
        sent += 1;
      } catch (error) {
        log.error({ err: error, shopId: shop.shopId, month }, "statement e-mail failed");
      }
    }
    await schedule(nextMonth(month));
    return sent;
  }

  /** At start-up: last month's statements if they have not gone, and this month's when it closes. */
  async function scheduleOnStart() {
    const current = monthOf(clock.now());
    await jobs.send<StatementsJob>(STATEMENTS_JOB, { month: previousMonth(current) });
    await schedule(current);
  }

  return { send, scheduleOnStart };
}

export type StatementMailService = ReturnType<typeof statementMailService>;
