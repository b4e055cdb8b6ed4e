import type { Payout } from "@saheli/core/contracts/shepay";
import { AppErrorCode } from "@saheli/core/errors";
import { PayoutWords } from "@saheli/core/i18n/notices/commerce";
import { say } from "@saheli/core/i18n/notices/words";
import { Accounts, ShepayMessages, toPaise } from "@saheli/core/shepay";
import { eq, or } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { paymentWebhookEvents, payouts } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { type PayoutGateway, RazorpayError, RazorpayUnreachable } from "../../platform/razorpay.js";
import { postTransaction } from "./ledger.js";
import type { PayoutVault } from "./payout-vault.js";
import type { PayoutsAdminService } from "./payouts-admin.service.js";
import { balancesOf, lockShop, payoutById, shopOwner, shopPayoutMethod } from "./shepay.queries.js";
import { payoutView } from "./shepay.service.js";

export type RazorpayxPayoutsDeps = {
  db: Db;
  clock: Clock;
  vault: PayoutVault;
  /** RazorpayX, when RAZORPAYX_ACCOUNT_NUMBER and the key pair are set; null: admins record payouts by hand. */
  gateway: PayoutGateway | null;
  tell: PayoutsAdminService["tell"];
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
};

type PayoutRow = typeof payouts.$inferSelect;
type WebhookBody = {
  event?: string;
  payload?: {
    payout?: {
      entity?: {
        id?: string;
        reference_id?: string | null;
        utr?: string | null;
        failure_reason?: string | null;
        status_details?: { description?: string | null } | null;
      };
    };
  };
};

const notFound = () => new AppError(AppErrorCode.NOT_FOUND, 404, ShepayMessages.payoutNotFound);
const refused = (message: string) => new AppError(AppErrorCode.CONFLICT, 409, message);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Payouts through RazorpayX (issue 19 §4, decision 028). "Pay" holds the money first (available → paid out in the
 * ledger, the payout `processing`), then asks RazorpayX for a contact, a fund account and the payout with the
 * payout's id as `X-Payout-Idempotency`, so asking twice never sends twice. RazorpayX's webhooks settle it:
 * `payout.processed` marks it paid with the bank's UTR; `payout.failed` and `payout.reversed` put the money back
 * in her available balance with the reason. A refusal by RazorpayX does the same at once; no answer at all leaves
 * it processing, to be sent again with the same key.
 */
export function razorpayxPayoutsService({ db, clock, vault, gateway, tell, log }: RazorpayxPayoutsDeps) {
  const lockPayoutRow = async (tx: Executor, id: string) =>
    (await tx.select().from(payouts).where(eq(payouts.id, id)).for("update"))[0];

  /** Paid out → available again, and the payout failed with why (under its lock, once). */
  async function giveBack(tx: Executor, payout: PayoutRow, reason: string) {
    await lockShop(tx, payout.shop_id);
    const amount = toPaise(payout.amount);
    const memo = `Payout to ${payout.method_display} returned: ${reason}`;
    await postTransaction(
      tx,
      [
        {
          account: Accounts.paidOut(payout.shop_id),
          amount: -amount,
          kind: "payout",
          payoutId: payout.id,
          memo,
        },
        { account: Accounts.available(payout.shop_id), amount, kind: "payout", payoutId: payout.id, memo },
      ],
      clock.now(),
    );
    await tx
      .update(payouts)
      .set({ status: "failed", failure_reason: reason.slice(0, 500), paid_at: null })
      .where(eq(payouts.id, payout.id));
  }

  /** Holds the money for a requested payout (or takes up one whose sending did not finish). */
  async function hold(adminId: string | null, payoutId: string): Promise<PayoutRow> {
    return db.transaction(async (tx) => {
      const payout = await lockPayoutRow(tx, payoutId);
      if (!payout) throw notFound();
      if (payout.status === "processing") return payout;
      if (payout.status !== "requested") throw refused(ShepayMessages.payoutDecided);
      await lockShop(tx, payout.shop_id);
      const available = Accounts.available(payout.shop_id);
      const amount = toPaise(payout.amount);
      if ((await balancesOf(tx, [available])).get(available)! < amount)
        throw refused(ShepayMessages.balanceBelowPayout);
      const memo = `Payout to ${payout.method_display} through RazorpayX`;
      await postTransaction(
        tx,
        [
          { account: available, amount: -amount, kind: "payout", payoutId: payout.id, memo },
          { account: Accounts.paidOut(payout.shop_id), amount, kind: "payout", payoutId: payout.id, memo },
        ],
        clock.now(),
      );
      const [held] = await tx
        .update(payouts)
        .set({ status: "processing", paid_by: adminId })
        .where(eq(payouts.id, payout.id))
        .returning();
      return held!;
    });
  }

  async function failNow(payoutId: string, reason: string) {
    await db.transaction(async (tx) => {
      const payout = await lockPayoutRow(tx, payoutId);
      if (payout?.status === "processing") await giveBack(tx, payout, reason);
    });
  }

  /** An admin's "Pay" (or the weekly schedule's, `adminId` null): the payout sent through RazorpayX. */
  async function send(adminId: string | null, payoutId: string): Promise<Payout> {
    if (!gateway) throw refused(ShepayMessages.payoutsByHand);
    const held = await hold(adminId, payoutId);
    // RazorpayX has it already: its webhook settles it.
    if (held.razorpay_payout_id) return payoutView((await payoutById(db, held.id))!);
    const shop = await shopPayoutMethod(db, held.shop_id);
    if (!shop?.enc || shop.display !== held.method_display) {
      // She removed or changed her method since asking: this one is not sent, and she can ask again.
      await failNow(held.id, ShepayMessages.noPayoutMethod);
    } else {
      const destination = vault.open(held.shop_id, shop.enc);
      const owner = await shopOwner(db, held.shop_id);
      try {
        const sent = await gateway.send({
          idempotencyKey: held.id,
          amount: toPaise(held.amount),
          name: destination.type === "bank" ? destination.account_holder : (owner?.name ?? "Saheli seller"),
          contactReference: held.shop_id,
          destination,
          narration: "Saheli SHEPay payout",
        });
        await db.update(payouts).set({ razorpay_payout_id: sent.id }).where(eq(payouts.id, held.id));
        log.info({ payoutId: held.id, razorpayPayoutId: sent.id }, "payout sent through RazorpayX");
        await tell(
          held.shop_id,
          say(PayoutWords.onItsWay),
          say(PayoutWords.onItsWayText, { amount: held.amount, method: held.method_display }),
        );
      } catch (error) {
        if (error instanceof RazorpayError) {
          log.error({ err: error, payoutId: held.id }, "RazorpayX refused the payout");
          await failNow(held.id, error.description);
          await tell(
            held.shop_id,
            say(PayoutWords.notSent),
            say(PayoutWords.bouncedText, { amount: held.amount, reason: error.description }),
          );
        } else if (error instanceof RazorpayUnreachable) {
          throw new AppError(AppErrorCode.UNAVAILABLE, 503, ShepayMessages.payoutUnreachable);
        } else throw error;
      }
    }
    const row = await payoutById(db, held.id);
    return payoutView(row!);
  }

  /** The weekly schedule's payouts go straight out when RazorpayX is set up; a failure is logged, not thrown. */
  async function sendAutomatic(payoutId: string) {
    if (!gateway) return;
    try {
      await send(null, payoutId);
    } catch (error) {
      log.error({ err: error, payoutId }, "weekly payout not sent through RazorpayX");
    }
  }

  /**
   * RazorpayX's payout webhooks (signature already checked, each event id once): processed → paid with the UTR;
   * failed, or reversed after it was processed → the money back in her available balance, with the reason.
   */
  async function webhook(eventId: string, body: WebhookBody) {
    const [seen] = await db
      .select({ id: paymentWebhookEvents.event_id })
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.event_id, eventId));
    if (seen) return;
    const event = body.event ?? "";
    const entity = body.payload?.payout?.entity;
    let told: (() => Promise<void>) | null = null;
    if (entity?.id) {
      const byOurs = entity.reference_id && UUID.test(entity.reference_id) ? entity.reference_id : null;
      told = await db.transaction(async (tx) => {
        const [payout] = await tx
          .select()
          .from(payouts)
          .where(
            byOurs
              ? or(eq(payouts.razorpay_payout_id, entity.id!), eq(payouts.id, byOurs))
              : eq(payouts.razorpay_payout_id, entity.id!),
          )
          .for("update");
        if (!payout) return null;
        if (event === "payout.processed" && payout.status === "processing") {
          await tx
            .update(payouts)
            .set({
              status: "paid",
              reference: entity.utr ?? entity.id!,
              razorpay_payout_id: entity.id!,
              paid_at: clock.now(),
            })
            .where(eq(payouts.id, payout.id));
          return () =>
            tell(
              payout.shop_id,
              say(PayoutWords.sent),
              say(PayoutWords.reachedText, {
                amount: payout.amount,
                method: payout.method_display,
                reference: `${entity.utr ?? entity.id}`,
              }),
            );
        }
        const bounced =
          (event === "payout.failed" && payout.status === "processing") ||
          (event === "payout.reversed" && (payout.status === "processing" || payout.status === "paid"));
        if (!bounced) return null;
        const reason =
          entity.status_details?.description ??
          entity.failure_reason ??
          (event === "payout.reversed" ? "Reversed by her bank" : "Failed at her bank");
        await giveBack(tx, payout, reason);
        return () =>
          tell(
            payout.shop_id,
            say(PayoutWords.notSent),
            say(PayoutWords.bouncedText, { amount: payout.amount, reason }),
          );
      });
    }
    await db.insert(paymentWebhookEvents).values({ event_id: eventId, event }).onConflictDoNothing();
    if (told) await told();
  }

  return { send, sendAutomatic, webhook, configured: gateway !== null };
}

export type RazorpayxPayoutsService = ReturnType<typeof razorpayxPayoutsService>;
