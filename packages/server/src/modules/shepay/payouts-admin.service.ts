import type {
  AdminPayoutPage,
  adminPayoutQuerySchema,
  Payout,
  PayoutDecision,
  ShepaySettings,
  ShepaySettingsInput,
} from "@saheli/core/contracts/shepay";
import { encodeCursor } from "@saheli/core/cursor";
import { AppErrorCode } from "@saheli/core/errors";
import { PayoutWords } from "@saheli/core/i18n/notices/commerce";
import { type Localised, say, storedLanguage } from "@saheli/core/i18n/notices/words";
import { Accounts, type PayoutMethod, ShepayMessages, toPaise, toRupees } from "@saheli/core/shepay";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { Mailer } from "../../platform/messaging.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import { postTransaction } from "./ledger.js";
import type { PayoutVault } from "./payout-vault.js";
import { readRates, writeRates } from "./rates.js";
import {
  balancesOf,
  decidePayout,
  lockPayout,
  lockShop,
  payoutById,
  payoutQueue,
  shopOwner,
  shopPayoutMethod,
} from "./shepay.queries.js";
import { payoutView } from "./shepay.service.js";

type QueueQuery = z.output<typeof adminPayoutQuerySchema>;

export type PayoutsAdminDeps = {
  db: Db;
  clock: Clock;
  vault: PayoutVault;
  notifications: Pick<NotificationsService, "notify">;
  mailer: Mailer;
  publicUrl: string;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Payouts go through RazorpayX (razorpayx-payouts.service.ts) rather than being recorded by hand. */
  razorpayx?: boolean;
};

const PAGE = 30;
const notFound = () => new AppError(AppErrorCode.NOT_FOUND, 404, ShepayMessages.payoutNotFound);
const refused = (message: string) => new AppError(AppErrorCode.CONFLICT, 409, message);

/**
 * Saheli's side of SHEPay (admins only, declared on the routes): the payout queue, marking a payout paid with
 * the transfer's reference (which moves the money from her available to paid out in the ledger) or failed with
 * a reason, telling the vendor either way; and the commission and TCS rates.
 */
export function payoutsAdminService({
  db,
  clock,
  vault,
  notifications,
  mailer,
  publicUrl,
  log,
  razorpayx = false,
}: PayoutsAdminDeps) {
  async function queue(query: QueueQuery): Promise<AdminPayoutPage> {
    const rows = await payoutQueue(db, { status: query.status, after: query.cursor, limit: PAGE });
    const page = rows.slice(0, PAGE);
    const accounts = [...new Set(page.map((row) => Accounts.available(row.shop_id)))];
    const balances = accounts.length ? await balancesOf(db, accounts) : new Map<string, number>();
    const last = rows[PAGE - 1];
    return {
      items: page.map((row) => ({
        ...payoutView(row),
        shop: { id: row.shop_id, name: row.shop_name, slug: row.shop_slug },
        available: toRupees(balances.get(Accounts.available(row.shop_id)) ?? 0),
      })),
      next_cursor: rows.length > PAGE && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
      razorpayx,
    };
  }

  /**
   * The whole UPI ID or account to send a requested payout to: her method as it is now (she may have changed it
   * since asking; `matches` says whether it is still the one the request named). Every look is logged.
   */
  async function payoutDestination(
    adminId: string,
    payoutId: string,
  ): Promise<{ method: PayoutMethod; matches: boolean }> {
    const row = await payoutById(db, payoutId);
    if (!row) throw notFound();
    const shop = await shopPayoutMethod(db, row.shop_id);
    if (!shop?.enc) throw refused(ShepayMessages.noPayoutMethod);
    log.info({ adminId, payoutId }, "payout destination shown to an admin");
    return {
      method: vault.open(row.shop_id, shop.enc),
      matches: shop.display === row.method_display,
    };
  }

  /** The shop's owner is told in the app and by e-mail, in her language. */
  async function tell(shopId: string, title: Localised, message: Localised) {
    try {
      const owner = await shopOwner(db, shopId);
      if (!owner) return;
      await notifications.notify({
        recipientIds: [owner.ownerId],
        actorId: null,
        type: "system",
        title,
        message,
        actionUrl: "/shepay/wallet",
        contextType: "shop",
        contextId: shopId,
        repeatable: true,
      });
      if (owner.email) {
        const hers = storedLanguage(owner.language);
        await mailer.send({
          to: owner.email,
          subject: `${title[hers]} · SHEPay`,
          text: PayoutWords.mail[hers]({ message: message[hers], url: `${publicUrl}/shepay/wallet` }),
        });
      }
    } catch (error) {
      log.error({ err: error, shopId }, "payout notice failed");
    }
  }

  /** Marks a requested payout paid (ledger: available → paid out) or failed (nothing moves), under its lock. */
  async function decide(adminId: string, payoutId: string, decision: PayoutDecision): Promise<Payout> {
    const decided = await db.transaction(async (tx) => {
      const payout = await lockPayout(tx, payoutId);
      if (!payout) throw notFound();
      if (payout.status !== "requested") throw refused(ShepayMessages.payoutDecided);
      const now = clock.now();
      if (decision.status === "failed")
        return decidePayout(tx, payout.id, {
          status: "failed",
          failure_reason: decision.reason,
          paid_by: adminId,
          paid_at: null,
        });
      await lockShop(tx, payout.shop_id);
      const available = Accounts.available(payout.shop_id);
      const amount = toPaise(payout.amount);
      if ((await balancesOf(tx, [available])).get(available)! < amount)
        throw refused(ShepayMessages.balanceBelowPayout);
      const memo = `Payout to ${payout.method_display}, reference ${decision.reference}`;
      await postTransaction(
        tx,
        [
          { account: available, amount: -amount, kind: "payout", payoutId: payout.id, memo },
          { account: Accounts.paidOut(payout.shop_id), amount, kind: "payout", payoutId: payout.id, memo },
        ],
        now,
      );
      return decidePayout(tx, payout.id, {
        status: "paid",
        reference: decision.reference,
        paid_by: adminId,
        paid_at: now,
      });
    });
    const amount = decided.amount;
    await (decision.status === "paid"
      ? tell(
          decided.shop_id,
          say(PayoutWords.sent),
          say(PayoutWords.sentText, {
            amount,
            method: decided.method_display,
            reference: decision.reference,
          }),
        )
      : tell(
          decided.shop_id,
          say(PayoutWords.notSent),
          say(PayoutWords.notSentText, { amount, reason: decision.reason }),
        ));
    return payoutView(decided);
  }

  const rates = (): Promise<ShepaySettings> => readRates(db);
  const setRates = (adminId: string, input: ShepaySettingsInput) =>
    writeRates(db, input, adminId, clock.now());

  return { queue, payoutDestination, decide, rates, setRates, tell };
}

export type PayoutsAdminService = ReturnType<typeof payoutsAdminService>;
