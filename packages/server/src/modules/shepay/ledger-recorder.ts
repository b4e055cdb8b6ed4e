import { formatMoney } from "@saheli/core/money";
import { returnWindowOpen } from "@saheli/core/orders";
import { Accounts, ShepayRules, splitSale, toRupees } from "@saheli/core/shepay";
import type { Db, Executor } from "../../db/connect.js";
import type { Clock } from "../../platform/clock.js";
import type { Jobs } from "../../platform/jobs.js";
import type { MoveListener, OrderRow } from "../orders/order-moves.js";
import { type Leg, postTransaction } from "./ledger.js";
import { readRates } from "./rates.js";
import {
  balancesOf,
  lockOrderForRelease,
  lockShop,
  orderHasKind,
  orderSums,
  releasableOrders,
  requestedTotal,
  saleLines,
  shopTaxId,
} from "./shepay.queries.js";

export const RELEASE_JOB = "shepay-release";
/** One order's release when its return window closes; without an order, a sweep of every order due. */
export type ReleaseJob = { orderId?: string };

const DAY_MS = 86_400_000;
const rupees = (paise: number) => formatMoney(toRupees(paise), "INR");

export type LedgerRecorderDeps = {
  db: Db;
  clock: Clock;
  jobs: Pick<Jobs, "send">;
  log: { error(obj: object, msg: string): void };
};

/**
 * What orders do to money, written as balanced ledger transactions inside each order move's own transaction
 * (decision 014): an online payment into the shop's pending less commission and TCS; cash collected at the door
 * with the commission and TCS she owes; a refund as the exact reverse of what the order recorded; and, once the
 * return window has passed, the release from pending to available.
 */
export function ledgerRecorder({ db, clock, jobs, log }: LedgerRecorderDeps) {
  /**
   * Keeps a shop's pockets meaningful: what she owes on cash orders is taken from what she may withdraw (never
   * below the payouts she already asked for), and charges given back on a returned cash order go to available.
   */
  async function settleOwed(tx: Executor, shopId: string, at: Date) {
    await lockShop(tx, shopId);
    const available = Accounts.available(shopId);
    const owed = Accounts.owed(shopId);
    const balances = await balancesOf(tx, [available, owed]);
    const owes = balances.get(owed)!;
    if (owes > 0) {
      await postTransaction(
        tx,
        [
          {
            account: owed,
            amount: -owes,
            kind: "settle",
            memo: "Charges on a returned cash order given back",
          },
          {
            account: available,
            amount: owes,
            kind: "settle",
            memo: "Charges on a returned cash order given back",
          },
        ],
        at,
      );
      return;
    }
    if (owes === 0) return;
    const free = balances.get(available)! - (await requestedTotal(tx, shopId));
    const taken = Math.min(free, -owes);
    if (taken <= 0) return;
    const memo = "Commission and TCS on cash orders, taken from your earnings";
    await postTransaction(
      tx,
      [
        { account: available, amount: -taken, kind: "settle", memo },
        { account: owed, amount: taken, kind: "settle", memo },
      ],
      at,
    );
  }

  async function splitOf(tx: Executor, order: OrderRow) {
    // One after another: a transaction's client runs one query at a time.
    const lines = await saleLines(tx, order.id);
    const taxId = await shopTaxId(tx, order.shop_id);
    const rates = await readRates(tx);
    const split = splitSale({
      lines,
      shipping: order.shipping,
      total: order.total_amount,
      registered: taxId !== null,
      rates,
    });
    return { split, rates };
  }

  /** The buyer paid online: the whole total into her shop's pending, less Saheli's commission and the TCS. */
  async function recordOnlinePayment(tx: Executor, order: OrderRow, at: Date) {
    if (await orderHasKind(tx, order.id, ["payment", "cod_collected"])) return;
    const { split, rates } = await splitOf(tx, order);
    const n = order.order_number;
    const pending = Accounts.pending(order.shop_id);
    const commissionMemo = `Commission ${rates.commission_percent}% of ${rupees(split.commissionBase)} on ${n}`;
    const tcsMemo = `TCS ${rates.tcs_percent}% of ${rupees(split.tcsBase)} taxable value on ${n} (GST s.52)`;
    const orderId = order.id;
    await postTransaction(
      tx,
      [
        {
          account: Accounts.buyer(order.buyer_id),
          amount: -split.total,
          kind: "payment",
          orderId,
          memo: `Paid ${n} online`,
        },
        { account: pending, amount: split.total, kind: "payment", orderId, memo: `${n} paid online` },
        { account: pending, amount: -split.commission, kind: "commission", orderId, memo: commissionMemo },
        {
          account: Accounts.commission,
          amount: split.commission,
          kind: "commission",
          orderId,
          memo: commissionMemo,
        },
        { account: pending, amount: -split.tcs, kind: "tcs", orderId, memo: tcsMemo },
        { account: Accounts.tcs, amount: split.tcs, kind: "tcs", orderId, memo: tcsMemo },
      ],
      at,
    );
  }

  /**
   * Cash on delivery: the buyer paid the shop at the door, so Saheli never held the money. The cash is recorded
   * in her `cash` pocket, and the commission and TCS she owes Saheli in her `owed` pocket, recovered from her
   * available balance now or from her next online earnings.
   */
  async function recordCashCollected(tx: Executor, order: OrderRow, at: Date) {
    if (await orderHasKind(tx, order.id, ["payment", "cod_collected"])) return;
    const { split, rates } = await splitOf(tx, order);
    const n = order.order_number;
    const owed = Accounts.owed(order.shop_id);
    const commissionMemo = `Commission ${rates.commission_percent}% of ${rupees(split.commissionBase)} on ${n} (cash order)`;
    const tcsMemo = `TCS ${rates.tcs_percent}% of ${rupees(split.tcsBase)} taxable value on ${n} (GST s.52, cash order)`;
    const orderId = order.id;
    await postTransaction(
      tx,
      [
        {
          account: Accounts.buyer(order.buyer_id),
          amount: -split.total,
          kind: "cod_collected",
          orderId,
          memo: `Paid ${n} in cash on delivery`,
        },
        {
          account: Accounts.cash(order.shop_id),
          amount: split.total,
          kind: "cod_collected",
          orderId,
          memo: `${n}: cash collected on delivery`,
        },
        { account: owed, amount: -split.commission, kind: "commission", orderId, memo: commissionMemo },
        {
          account: Accounts.commission,
          amount: split.commission,
          kind: "commission",
          orderId,
          memo: commissionMemo,
        },
        { account: owed, amount: -split.tcs, kind: "tcs", orderId, memo: tcsMemo },
        { account: Accounts.tcs, amount: split.tcs, kind: "tcs", orderId, memo: tcsMemo },
      ],
      at,
    );
    await settleOwed(tx, order.shop_id, at);
  }

  /**
   * A refund undoes exactly what the order recorded: every account it touched gets the opposite of its sum for
   * the order, so the buyer is made whole, the commission and TCS come back, and the shop gives up the money from
   * wherever it now is (pending, or available once released; what available cannot cover becomes owed).
   */
  async function reverse(tx: Executor, order: OrderRow, at: Date) {
    const sums = await orderSums(tx, order.id);
    if (sums.size === 0) return;
    await lockShop(tx, order.shop_id);
    const n = order.order_number;
    const available = Accounts.available(order.shop_id);
    const legs: Leg[] = [];
    const orderId = order.id;
    for (const [account, paise] of sums) {
      if (account === Accounts.commission || account === Accounts.tcs) {
        const kind = account === Accounts.commission ? "commission" : "tcs";
        legs.push({
          account,
          amount: -paise,
          kind,
          orderId,
          memo: `${kind === "tcs" ? "TCS" : "Commission"} on ${n} reversed`,
        });
        continue;
      }
      if (account === available && paise > 0) {
        const balance = (await balancesOf(tx, [available])).get(available)!;
        const fromAvailable = Math.min(paise, Math.max(0, balance));
        legs.push({ account, amount: -fromAvailable, kind: "refund", orderId, memo: `Refund of ${n}` });
        legs.push({
          account: Accounts.owed(order.shop_id),
          amount: -(paise - fromAvailable),
          kind: "refund",
          orderId,
          memo: `Refund of ${n}, more than was available`,
        });
        continue;
      }
      const memo = account.startsWith("buyer:") ? `Refund of ${n}` : `Refund of ${n} to the buyer`;
      legs.push({ account, amount: -paise, kind: "refund", orderId, memo });
    }
    await postTransaction(tx, legs, at);
    await settleOwed(tx, order.shop_id, at);
  }

  async function scheduleRelease(order: OrderRow) {
    if (!order.delivered_at) return;
    const due = Math.max(clock.now().getTime(), order.delivered_at.getTime() + ShepayRules.holdDays * DAY_MS);
    try {
      // A minute after the window closes, so the window is certainly over when the job reads the clock.
      await jobs.send<ReleaseJob>(RELEASE_JOB, { orderId: order.id }, { startAfter: new Date(due + 60_000) });
    } catch (error) {
      // The sweep at start-up releases it anyway; the order's move must not fail for a queue's hiccup.
      log.error({ err: error, orderId: order.id }, "release could not be scheduled");
    }
  }

  /** The order-move listener composition.ts registers: runs inside every move's transaction. */
  const onMove: MoveListener = async (tx, { before, after }) => {
    const at = clock.now();
    if (after.payment_status === "paid") await recordOnlinePayment(tx, after, at);
    if (before.payment_status === "cod" && after.payment_status === "collected")
      await recordCashCollected(tx, after, at);
    if (after.payment_status === "refunded" && before.payment_status !== "refunded")
      await reverse(tx, after, at);
    const settled = after.order_status === "delivered" || after.order_status === "return_rejected";
    if (settled && before.order_status !== after.order_status && after.payment_status === "paid")
      await scheduleRelease(after);
  };

  /**
   * Moves one order's money from pending to available when it has been delivered (or its return declined) and
   * its return window has passed. Answers whether anything moved; safe to run any number of times.
   */
  async function release(orderId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const order = await lockOrderForRelease(tx, orderId);
      if (!order || !["delivered", "return_rejected"].includes(order.order_status)) return false;
      const now = clock.now();
      if (!order.delivered_at || returnWindowOpen(order.delivered_at, now)) return false;
      const pending = Accounts.pending(order.shop_id);
      const held = (await orderSums(tx, order.id)).get(pending) ?? 0;
      if (held <= 0) return false;
      await lockShop(tx, order.shop_id);
      const memo = `${order.order_number}: delivered and the return window has passed`;
      await postTransaction(
        tx,
        [
          { account: pending, amount: -held, kind: "release", orderId: order.id, memo },
          {
            account: Accounts.available(order.shop_id),
            amount: held,
            kind: "release",
            orderId: order.id,
            memo,
          },
        ],
        now,
      );
      await settleOwed(tx, order.shop_id, now);
      return true;
    });
  }

  /** Every order due for release (the job at start-up, and tests with a moved clock). Answers how many moved. */
  async function releaseDue(): Promise<number> {
    const cutoff = new Date(clock.now().getTime() - ShepayRules.holdDays * DAY_MS);
    let released = 0;
    for (;;) {
      const due = await releasableOrders(db, cutoff, 200);
      let moved = 0;
      for (const { id } of due) if (await release(id)) moved += 1;
      released += moved;
      if (due.length < 200 || moved === 0) return released;
    }
  }

  return { onMove, release, releaseDue, settleOwed };
}

export type LedgerRecorder = ReturnType<typeof ledgerRecorder>;
