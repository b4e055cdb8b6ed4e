import { AppErrorCode } from "@saheli/core/errors";
import {
  awaitsPayment,
  canMove,
  financialYear,
  formatInvoiceNumber,
  type OrderActor,
  OrderMessages,
  type OrderStatus,
  type PaymentStatus,
  toPaise,
} from "@saheli/core/orders";
import { and, eq, ne } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { checkouts, orders, refunds } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import {
  type PaymentGateway,
  RazorpayError,
  type RazorpayPayment,
  RazorpayUnreachable,
} from "../../platform/razorpay.js";
import { addOrderEvent, lockOrder, nextInvoiceSequence, returnStock } from "./orders.queries.js";

export type OrderRow = typeof orders.$inferSelect;

/**
 * Another module's part in a move (a booking's state, the ledger's entries), run in the move's transaction after
 * the order row changed: a listener that throws undoes the move.
 */
export type MoveListener = (
  tx: Executor,
  change: { before: OrderRow; after: OrderRow; by: { actor: OrderActor; actorId: string | null } },
) => Promise<void>;

/** What may come with a move: shipping details, a reason, a return's photos. */
export type MoveDetails = {
  carrier?: string;
  awb?: string;
  tracking_url?: string;
  reason?: string;
  photos?: string[];
};

const STAMP: Partial<Record<OrderStatus, keyof OrderRow>> = {
  confirmed: "confirmed_at",
  packed: "packed_at",
  shipped: "shipped_at",
  out_for_delivery: "out_for_delivery_at",
  delivered: "delivered_at",
  cancelled: "cancelled_at",
  return_requested: "return_requested_at",
  refunded: "refunded_at",
};

/** Razorpay would not (or could not) capture a held payment: nothing changed, and it can be tried again. */
export class CaptureFailed extends Error {}

const refusedMove = (message: string, status = 409) => new AppError(AppErrorCode.CONFLICT, status, message);

/**
 * The one way an order changes state: under its row lock, only along the moves of core's `canMove`, with the
 * timeline written, stock returned on cancellation, an invoice number on confirmation, and money sent back
 * through Razorpay when a paid order is cancelled or refunded — all in the caller's transaction, so a refund
 * Razorpay refuses leaves the order as it was.
 */
export function orderMoves({ clock, gateway }: { clock: Clock; gateway: PaymentGateway | null }) {
  const listeners: MoveListener[] = [];
  async function refundOnline(tx: Executor, order: OrderRow, reason: string) {
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, order.checkout_id));
    if (!checkout?.razorpay_payment_id) return;
    if (!gateway) throw new AppError(AppErrorCode.UNAVAILABLE, 503, OrderMessages.paymentUnreachable);
    try {
      const refund = await gateway.refund(checkout.razorpay_payment_id, toPaise(order.total_amount), {
        order_number: order.order_number,
      });
      await tx.insert(refunds).values({
        order_id: order.id,
        checkout_id: checkout.id,
        razorpay_refund_id: refund.id,
        razorpay_payment_id: checkout.razorpay_payment_id,
        amount: order.total_amount,
        status: refund.status === "processed" ? "processed" : "pending",
        reason,
        processed_at: refund.status === "processed" ? clock.now() : null,
      });
    } catch (error) {
      if (error instanceof RazorpayUnreachable)
        throw new AppError(AppErrorCode.UNAVAILABLE, 503, OrderMessages.paymentUnreachable);
      throw error;
    }
  }

  /**
   * A held payment (manual capture) whose order is cancelled: nothing was taken, so nothing goes on the ledger and
   * nothing is refunded; the checkout says the hold was let go and Razorpay returns the authorisation by itself.
   * Should it have been captured after all (a capture whose transaction was lost), that money goes back now.
   */
  async function releaseHold(tx: Executor, order: OrderRow, reason: string) {
    const [checkout] = await tx
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, order.checkout_id))
      .for("update");
    if (!checkout) return;
    await tx
      .update(checkouts)
      .set({ payment_status: "released", updated_at: clock.now() })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.payment_status, "authorized")));
    if (!checkout.razorpay_payment_id || !gateway) return;
    let payment: RazorpayPayment;
    try {
      payment = await gateway.fetchPayment(checkout.razorpay_payment_id);
    } catch (error) {
      if (error instanceof RazorpayUnreachable)
        throw new AppError(AppErrorCode.UNAVAILABLE, 503, OrderMessages.paymentUnreachable);
      throw error;
    }
    if (payment.captured && payment.status === "captured") await refundOnline(tx, order, reason);
  }

  /**
   * Takes a held payment (the shop accepted): Razorpay's capture, once however often it is asked for (the caller
   * holds the order's row lock; a payment found captured already is not captured again), then the order is paid
   * and every listener runs as on a move (the ledger records the payment). Razorpay failing throws and leaves the
   * order held, so the caller's transaction changes nothing.
   */
  async function capture(
    tx: Executor,
    orderId: string,
    by: { actor: OrderActor; actorId: string | null },
  ): Promise<OrderRow> {
    const order = await lockOrder(tx, orderId);
    if (!order) throw refusedMove(OrderMessages.notFound, 404);
    if (order.payment_status === "paid") return order;
    if (order.payment_status !== "authorized") throw refusedMove(OrderMessages.paymentFailed);
    const [checkout] = await tx
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, order.checkout_id))
      .for("update");
    if (!checkout?.razorpay_payment_id || !gateway) throw new CaptureFailed("no payment to capture");
    const paymentId = checkout.razorpay_payment_id;
    let payment: RazorpayPayment;
    try {
      payment = await gateway.fetchPayment(paymentId);
      if (payment.status === "authorized") {
        try {
          payment = await gateway.capture(paymentId, payment.amount, payment.currency);
        } catch (error) {
          // Captured meanwhile by another request: read it again rather than fail.
          if (!(error instanceof RazorpayError)) throw error;
          payment = await gateway.fetchPayment(paymentId);
        }
      }
    } catch (error) {
      if (error instanceof RazorpayError || error instanceof RazorpayUnreachable)
        throw new CaptureFailed(error.message);
      throw error;
    }
    if (payment.status !== "captured") throw new CaptureFailed(`payment is ${payment.status}`);
    const now = clock.now();
    await tx
      .update(checkouts)
      .set({ payment_status: "paid", paid_at: now, updated_at: now })
      .where(eq(checkouts.id, checkout.id));
    const [updated] = await tx
      .update(orders)
      .set({ payment_status: "paid", updated_at: now })
      .where(eq(orders.id, order.id))
      .returning();
    for (const listener of listeners) await listener(tx, { before: order, after: updated!, by });
    return updated!;
  }

  function paymentAfter(order: OrderRow, to: OrderStatus): PaymentStatus {
    const current = order.payment_status as PaymentStatus;
    if (to === "cancelled") return current === "paid" ? "refunded" : "void";
    if (to === "delivered" && current === "cod") return "collected";
    if (to === "refunded") return "refunded";
    return current;
  }

  async function move(
    tx: Executor,
    orderId: string,
    to: OrderStatus,
    by: { actor: OrderActor; actorId: string | null },
    details: MoveDetails = {},
  ): Promise<OrderRow> {
    const order = await lockOrder(tx, orderId);
    if (!order) throw refusedMove(OrderMessages.notFound, 404);
    const from = order.order_status as OrderStatus;
    if (!canMove(from, to, by.actor)) {
      if (to === "cancelled" && by.actor === "buyer") throw refusedMove(OrderMessages.cancelTooLate);
      if (to === "return_requested" && from !== "delivered")
        throw refusedMove(OrderMessages.returnNotDelivered);
      throw refusedMove(OrderMessages.illegalMove(from, to));
    }
    if (awaitsPayment(order.payment_status as PaymentStatus, to, by.actor))
      throw refusedMove(OrderMessages.awaitingPayment);
    if (to === "shipped" && (!details.carrier || !details.awb))
      throw refusedMove(OrderMessages.shippingDetailsRequired, 400);
    const reasonNeeded =
      to === "return_requested" || to === "return_rejected" || (to === "cancelled" && by.actor === "vendor");
    if (reasonNeeded && !details.reason) throw refusedMove(OrderMessages.reasonRequired, 400);

    const now = clock.now();
    const patch: Partial<OrderRow> = {
      order_status: to,
      payment_status: paymentAfter(order, to),
      updated_at: now,
    };
    const stamp = STAMP[to];
    if (stamp) Object.assign(patch, { [stamp]: now });
    if (to === "confirmed" && !order.invoice_number) {
      const fy = financialYear(now);
      patch.invoice_number = formatInvoiceNumber(fy, await nextInvoiceSequence(tx, order.shop_id, fy, now));
      patch.invoice_date = now;
    }
    if (to === "shipped") {
      patch.carrier = details.carrier ?? null;
      patch.awb = details.awb ?? null;
      patch.tracking_url = details.tracking_url ?? null;
    }
    if (to === "cancelled") {
      patch.cancel_reason = details.reason ?? null;
      await returnStock(tx, order.id);
    }
    if (to === "return_requested") {
      patch.return_reason = details.reason ?? null;
      patch.return_photos = details.photos ?? [];
    }
    if (to === "cancelled" && order.payment_status === "authorized")
      await releaseHold(tx, order, details.reason ?? "Order cancelled");
    if ((to === "cancelled" || to === "refunded") && order.payment_status === "paid")
      await refundOnline(
        tx,
        order,
        details.reason ?? (to === "refunded" ? "Return approved" : "Order cancelled"),
      );

    const [updated] = await tx.update(orders).set(patch).where(eq(orders.id, order.id)).returning();
    for (const listener of listeners) await listener(tx, { before: order, after: updated!, by });
    await addOrderEvent(tx, {
      orderId: order.id,
      status: to,
      actor: by.actor,
      actorId: by.actorId,
      note: to === "shipped" ? `${details.carrier} · ${details.awb}` : (details.reason ?? null),
      at: now,
    });
    return updated!;
  }

  /**
   * Closes an unpaid online checkout: one Razorpay order pays for all its orders, so cancelling one (or the window
   * closing) cancels every one still open, and a payment that arrives later is refunded (checkout.settle).
   */
  async function closeUnpaidCheckout(
    tx: Executor,
    checkoutId: string,
    by: { actor: OrderActor; actorId: string | null },
    reason: string,
  ): Promise<OrderRow[]> {
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for("update");
    if (checkout?.payment_status !== "awaiting") return [];
    await tx
      .update(checkouts)
      .set({ payment_status: "expired", updated_at: clock.now() })
      .where(eq(checkouts.id, checkoutId));
    const open = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.checkout_id, checkoutId), ne(orders.order_status, "cancelled")));
    const cancelled: OrderRow[] = [];
    for (const order of open) cancelled.push(await move(tx, order.id, "cancelled", by, { reason }));
    return cancelled;
  }

  /** Adds a module's part to every move (composition.ts wires these once at start-up). */
  function listen(listener: MoveListener) {
    listeners.push(listener);
  }

  return { move, capture, listen, closeUnpaidCheckout };
}

export type OrderMoves = ReturnType<typeof orderMoves>;
