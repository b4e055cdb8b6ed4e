import { createHash } from "node:crypto";
import type {
  CheckoutQuote,
  CheckoutResult,
  placeOrderSchema,
  razorpayVerifySchema,
} from "@saheli/core/contracts/orders";
import { AppErrorCode } from "@saheli/core/errors";
import { unitPrice } from "@saheli/core/listings";
import {
  formatOrderNumber,
  OrderMessages,
  OrderRules,
  type PaymentMethod,
  toPaise,
} from "@saheli/core/orders";
import { holidayRefusal } from "@saheli/core/shop-front";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Executor } from "../../db/connect.js";
import {
  checkouts,
  type deliveryLocations,
  orderItems,
  orders,
  paymentWebhookEvents,
  refunds,
} from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { Jobs } from "../../platform/jobs.js";
import { type PaymentGateway, RazorpayError, RazorpayUnreachable } from "../../platform/razorpay.js";
import { type CheckoutPlan, planCheckout } from "./checkout-plan.js";
import type { OrderMoves, OrderRow } from "./order-moves.js";
import type { OrderNotices } from "./order-notices.js";
import {
  addOrderEvent,
  addressOf,
  buyerContact,
  checkoutByKey,
  checkoutByRazorpayOrder,
  checkoutLines,
  checkoutOf,
  defaultAddressOf,
  deleteCartLines,
  listingLine,
  lockCartListings,
  lockCheckout,
  nextOrderSequence,
  ordersOfCheckout,
  takeStock,
} from "./orders.queries.js";

export const EXPIRE_CHECKOUT_JOB = "expire-checkout";
export type ExpireCheckoutJob = { checkoutId: string };

type PlaceOrder = z.output<typeof placeOrderSchema>;
type VerifyBody = z.output<typeof razorpayVerifySchema>;
type CheckoutRow = typeof checkouts.$inferSelect;
type AddressRow = typeof deliveryLocations.$inferSelect;

/** One listing bought without her cart (a booked service): see `prepareListingOrder`. */
export type ListingOrderRequest = {
  buyerId: string;
  listingId: string;
  /** Unique per buyer among all her checkouts: the caller keeps its own keys apart (`booking:…`). */
  idempotencyKey: string;
  /** Decided by the caller (pay-at-the-service is recorded as COD); online needs a price above zero. */
  paymentMethod: PaymentMethod;
  /**
   * Paying online for what the shop must still accept: the payment is only authorised (Razorpay's order asks for
   * `payment_capture: 0`) and taken by `moves.capture` when she accepts, or let go when she does not.
   */
  manualCapture?: boolean;
};
export type PreparedListingOrder = ListingOrderRequest & {
  total: number;
  currency: string;
  razorpayOrderId: string | null;
};

export type CheckoutServiceDeps = {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  gateway: PaymentGateway | null;
  moves: OrderMoves;
  notices: OrderNotices;
  codMaxOrder: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
};

const refused = (message: string, status = 409) => new AppError(AppErrorCode.CONFLICT, status, message);
const unreachable = () => new AppError(AppErrorCode.UNAVAILABLE, 503, OrderMessages.paymentUnreachable);

/** Razorpay's receipt for one checkout attempt (≤ 40 characters): the same key makes the same receipt. */
const receiptOf = (buyerId: string, key: string) =>
  createHash("sha256").update(`${buyerId}|${key}`).digest("base64url").slice(0, 32);

/**
 * Checkout and payment (issue 18). "Place order" turns her cart into one order per shop in one transaction
 * that locks the listings in id order, re-reads prices and stock under the locks and takes the stock; the
 * same idempotency key answers the same checkout. Online payments are confirmed only by a valid signature and
 * Razorpay's own record of the payment, captured once under the checkout's row lock (the browser's verify and
 * the webhook may race); a payment that arrives after the window closed is refunded.
 */
export function checkoutService(deps: CheckoutServiceDeps) {
  const { db, clock, jobs, gateway, moves, notices, log } = deps;
  const settings = { codMaxOrder: deps.codMaxOrder, onlinePayments: gateway !== null };

  async function addressFor(buyerId: string, addressId: string) {
    const address = await addressOf(db, buyerId, addressId);
    if (!address) throw refused(OrderMessages.addressNotFound, 400);
    return address;
  }

  async function quote(buyerId: string, addressId: string): Promise<CheckoutQuote> {
    const address = await addressFor(buyerId, addressId);
    const plan = planCheckout(await checkoutLines(db, buyerId), address, settings);
    return {
      ...plan,
      shops: plan.shops.map(({ source: _source, shop_owner_id: _owner, ...shop }) => shop),
      address: {
        id: address.id,
        full_name: address.full_name || address.name,
        phone: address.phone,
        pincode: address.pincode,
        city: address.city,
        state: address.state,
      },
    };
  }

  /** The checkout as the page reads it; `placed` are its orders when the caller has them already. */
  async function result(
    checkout: CheckoutRow,
    placed?: Awaited<ReturnType<typeof ordersOfCheckout>>,
  ): Promise<CheckoutResult> {
    placed ??= await ordersOfCheckout(db, checkout.id);
    const base: CheckoutResult = {
      checkout_id: checkout.id,
      payment_method: checkout.payment_method as CheckoutResult["payment_method"],
      payment_status: checkout.payment_status as CheckoutResult["payment_status"],
      orders: placed.map((o) => ({
        order_number: o.order_number,
        status: o.order_status as CheckoutResult["orders"][number]["status"],
        total: o.total_amount,
        currency: o.currency,
        shop_name: o.shop_name,
      })),
      total: checkout.amount,
      expires_at:
        checkout.payment_status === "awaiting" ? (checkout.expires_at?.toISOString() ?? null) : null,
    };
    if (checkout.payment_status !== "awaiting" || !gateway || !checkout.razorpay_order_id) return base;
    const contact = await buyerContact(db, checkout.buyer_id);
    return {
      ...base,
      razorpay: {
        order_id: checkout.razorpay_order_id,
        amount: toPaise(checkout.amount),
        currency: checkout.currency,
        key_id: gateway.keyId,
        checkout_url: gateway.checkoutUrl,
        name: "Saheli",
        prefill: {
          name: contact?.name ?? "",
          email: contact?.email ?? null,
          contact: contact?.phone ?? null,
        },
      },
    };
  }

  async function get(buyerId: string, checkoutId: string) {
    const checkout = await checkoutOf(db, checkoutId, buyerId);
    if (!checkout) throw refused(OrderMessages.notFound, 404);
    return result(checkout);
  }

  function refuseUnpayable(plan: CheckoutPlan, input: PlaceOrder) {
    if (plan.problems.length > 0) throw refused(plan.problems[0]!);
    if (input.expected_total !== undefined && Math.abs(input.expected_total - plan.total) > 0.005)
      throw refused(OrderMessages.priceChanged);
    const method = plan.payment_methods.find((m) => m.method === input.payment_method);
    if (!method?.available)
      throw refused(
        method?.reason ?? OrderMessages.onlineUnavailable,
        input.payment_method === "razorpay" ? 409 : 409,
      );
  }

  /** Writes the plan's orders (stock taken, timeline begun) inside the caller's transaction. */
  async function writeOrders(
    tx: Executor,
    checkout: CheckoutRow,
    plan: CheckoutPlan,
    address: Awaited<ReturnType<typeof addressFor>>,
    phone: string | null,
  ) {
    const now = clock.now();
    const written: OrderRow[] = [];
    for (const shop of plan.shops) {
      const number = formatOrderNumber(now.getUTCFullYear(), await nextOrderSequence(tx));
      const [order] = await tx
        .insert(orders)
        .values({
          order_number: number,
          checkout_id: checkout.id,
          buyer_id: checkout.buyer_id,
          shop_id: shop.shop_id,
          order_status: "placed",
          payment_method: checkout.payment_method,
          payment_status: checkout.payment_method === "cod" ? "cod" : "awaiting",
          subtotal: shop.subtotal,
          shipping: shop.shipping,
          total_amount: shop.total,
          currency: shop.currency,
          shipping_address: {
            full_name: address.full_name || address.name,
            phone: address.phone,
            address_line: address.address_line,
            address_line_2: address.address_line_2,
            city: address.city,
            state: address.state,
            pincode: address.pincode,
            country: address.country,
          },
          contact_phone: phone,
          created_at: now,
          updated_at: now,
        })
        .returning();
      await tx.insert(orderItems).values(
        shop.source.map((line) => {
          const price = line.sale_price ?? line.price;
          return {
            order_id: order!.id,
            listing_id: line.listing_id,
            title: line.title,
            listing_type: line.listing_type,
            variant_data: line.variant_data ?? null,
            unit_price: price,
            quantity: line.quantity,
            line_total: Math.round(price * line.quantity * 100) / 100,
            image_url: line.image_url,
            hsn_code: line.hsn_code,
            gst_rate: line.gst_rate,
            digital_file_path: line.digital_file_path,
          };
        }),
      );
      for (const line of shop.source)
        if (line.listing_type === "physical") await takeStock(tx, line.listing_id, line.quantity, order!.id);
      await addOrderEvent(tx, {
        orderId: order!.id,
        status: "placed",
        actor: "buyer",
        actorId: checkout.buyer_id,
        at: now,
      });
      written.push(order!);
    }
    return written;
  }

  async function place(buyerId: string, input: PlaceOrder): Promise<CheckoutResult> {
    const online = input.payment_method === "razorpay";
    // Online, a repeat is answered before Razorpay is asked anything; for cash the unique key does it below.
    const again = online ? await checkoutByKey(db, buyerId, input.idempotency_key) : undefined;
    if (again) return result(again);
    const address = await addressFor(buyerId, input.address_id);
    const phone = input.contact_phone ?? address.phone ?? null;
    if (!phone) throw refused(OrderMessages.phoneRequired, 400);

    // Online only: checked once without locks so nothing is asked of Razorpay for a checkout that cannot happen.
    let preview: CheckoutPlan | null = null;
    let razorpayOrderId: string | null = null;
    if (online) {
      preview = planCheckout(await checkoutLines(db, buyerId), address, settings);
      try {
        refuseUnpayable(preview, input);
      } catch (error) {
        // The same key placed a moment ago emptied the cart: that checkout is the answer.
        const placed = await checkoutByKey(db, buyerId, input.idempotency_key);
        if (placed) return result(placed);
        throw error;
      }
      try {
        const order = await gateway!.createOrder({
          amount: toPaise(preview.total),
          currency: preview.currency,
          receipt: receiptOf(buyerId, input.idempotency_key),
          notes: { buyer_id: buyerId },
        });
        razorpayOrderId = order.id;
      } catch (error) {
        log.warn({ err: error }, "razorpay order not created");
        throw unreachable();
      }
    }

    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const [checkout] = await tx
        .insert(checkouts)
        .values({
          buyer_id: buyerId,
          idempotency_key: input.idempotency_key,
          payment_method: input.payment_method,
          payment_status: online ? "awaiting" : "cod",
          // Set from the plan under the locks below.
          amount: 0,
          razorpay_order_id: razorpayOrderId,
          expires_at: online ? new Date(now.getTime() + OrderRules.paymentWindowMinutes * 60_000) : null,
          created_at: now,
          updated_at: now,
        })
        .onConflictDoNothing({ target: [checkouts.buyer_id, checkouts.idempotency_key] })
        .returning();
      // The same key, placed by a request that got here first (it waited on the key): its checkout is the answer.
      if (!checkout) return null;
      await lockCartListings(tx, buyerId);
      const plan = planCheckout(await checkoutLines(tx, buyerId), address, settings);
      refuseUnpayable(plan, input);
      // Razorpay was asked for the preview's amount; anything else under the locks is a price change.
      if (preview && Math.abs(plan.total - preview.total) > 0.005) throw refused(OrderMessages.priceChanged);
      const cartIds = plan.shops.flatMap((shop) => shop.lines.map((line) => line.cart_item_id));
      const [saved] = await tx
        .update(checkouts)
        .set({ cart_item_ids: cartIds, amount: plan.total, currency: plan.currency })
        .where(eq(checkouts.id, checkout.id))
        .returning();
      const written = await writeOrders(tx, saved!, plan, address, phone);
      if (!online) await deleteCartLines(tx, buyerId, cartIds);
      const placed = written.map((order, i) => ({
        id: order.id,
        order_number: order.order_number,
        order_status: order.order_status,
        total_amount: order.total_amount,
        currency: order.currency,
        shop_name: plan.shops[i]!.shop_name,
      }));
      return { checkout: saved!, written, placed };
    });

    if (!outcome) {
      const existing = await checkoutByKey(db, buyerId, input.idempotency_key);
      return result(existing!);
    }
    if (outcome.checkout.expires_at)
      await jobs.send<ExpireCheckoutJob>(
        EXPIRE_CHECKOUT_JOB,
        { checkoutId: outcome.checkout.id },
        { startAfter: outcome.checkout.expires_at },
      );
    void notices.placed(outcome.written);
    return result(outcome.checkout, outcome.placed);
  }

  /**
   * A single listing bought without her cart (a booked service, issue 19), in three steps around the caller's own
   * transaction. `prepareListingOrder`, before it: the price as it stands and, paying online, Razorpay's order for
   * it (never asked for inside a transaction). `writeListingOrder`, inside it: the checkout and its one order,
   * written beside the caller's rows so they stand or fall together. `listingOrderPlaced`, after the commit: the
   * payment window's expiry job. Verify, webhook, expiry and refunds then work on it exactly as on a cart's.
   */
  async function prepareListingOrder(request: ListingOrderRequest): Promise<PreparedListingOrder> {
    const line = await listingLine(db, request.listingId);
    if (!line?.on_sale) throw refused(OrderMessages.unavailable(line?.title ?? "This listing"));
    if (line.holiday_mode) throw refused(holidayRefusal(line.shop_name, line.holiday_message));
    const total = Math.round(unitPrice(line) * 100) / 100;
    let razorpayOrderId: string | null = null;
    if (request.paymentMethod === "razorpay") {
      if (!gateway || total <= 0) throw refused(OrderMessages.onlineUnavailable);
      try {
        const order = await gateway.createOrder({
          amount: toPaise(total),
          currency: line.currency,
          receipt: receiptOf(request.buyerId, request.idempotencyKey),
          notes: { buyer_id: request.buyerId },
          ...(request.manualCapture ? { payment_capture: 0 as const } : {}),
        });
        razorpayOrderId = order.id;
      } catch (error) {
        log.warn({ err: error }, "razorpay order not created");
        throw unreachable();
      }
    }
    return { ...request, total, currency: line.currency, razorpayOrderId };
  }

  /**
   * The prepared order's checkout and order, in the caller's transaction; null when this key was placed already
   * (its checkout is the answer). The price is read again here: a change since `prepare` refuses the order. The
   * order's address is her default one when she has it (the invoice's place of supply), else only her name.
   */
  async function writeListingOrder(
    tx: Executor,
    prepared: PreparedListingOrder,
  ): Promise<{ checkout: CheckoutRow; order: OrderRow } | null> {
    const now = clock.now();
    const [checkout] = await tx
      .insert(checkouts)
      .values({
        buyer_id: prepared.buyerId,
        idempotency_key: prepared.idempotencyKey,
        payment_method: prepared.paymentMethod,
        payment_status: prepared.paymentMethod === "cod" ? "cod" : "awaiting",
        amount: prepared.total,
        currency: prepared.currency,
        razorpay_order_id: prepared.razorpayOrderId,
        manual_capture: prepared.paymentMethod === "razorpay" && prepared.manualCapture === true,
        expires_at:
          prepared.paymentMethod === "razorpay"
            ? new Date(now.getTime() + OrderRules.paymentWindowMinutes * 60_000)
            : null,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing({ target: [checkouts.buyer_id, checkouts.idempotency_key] })
      .returning();
    if (!checkout) return null;
    const line = await listingLine(tx, prepared.listingId);
    if (!line?.on_sale) throw refused(OrderMessages.unavailable(line?.title ?? "This listing"));
    if (line.holiday_mode) throw refused(holidayRefusal(line.shop_name, line.holiday_message));
    const total = Math.round(unitPrice(line) * 100) / 100;
    if (Math.abs(total - prepared.total) > 0.005 || line.currency !== prepared.currency)
      throw refused(OrderMessages.priceChanged);
    const contact = await buyerContact(tx, prepared.buyerId);
    const address: AddressRow = (await defaultAddressOf(tx, prepared.buyerId)) ?? {
      id: prepared.buyerId,
      user_id: prepared.buyerId,
      label: "other",
      name: contact?.name ?? "",
      full_name: contact?.name ?? "",
      phone: contact?.phone ?? null,
      pincode: "",
      city: "",
      state: "",
      country: "India",
      address_line: null,
      address_line_2: null,
      address_type: "other",
      is_default: false,
      created_at: now,
    };
    const plan = {
      shops: [
        {
          shop_id: line.shop_id,
          subtotal: total,
          shipping: 0,
          total,
          currency: line.currency,
          source: [line],
        },
      ],
    } as unknown as CheckoutPlan;
    const [order] = await writeOrders(tx, checkout, plan, address, contact?.phone ?? address.phone ?? null);
    return { checkout, order: order! };
  }

  /** After the caller's transaction committed: an online payment's window closes by itself. */
  async function listingOrderPlaced(checkout: CheckoutRow) {
    if (checkout.expires_at)
      await jobs.send<ExpireCheckoutJob>(
        EXPIRE_CHECKOUT_JOB,
        { checkoutId: checkout.id },
        { startAfter: checkout.expires_at },
      );
  }

  const system = { actor: "system", actorId: null } as const;

  /** An order of downloads only is delivered the moment it is paid: its links are its delivery. */
  async function deliverDownloads(tx: Executor, order: OrderRow): Promise<OrderRow> {
    const [kinds] = await tx
      .select({ onlyDigital: sql<boolean>`bool_and(${orderItems.listing_type} = 'digital')` })
      .from(orderItems)
      .where(eq(orderItems.order_id, order.id));
    return kinds?.onlyDigital ? moves.move(tx, order.id, "delivered", system) : order;
  }

  /**
   * Razorpay says a payment exists for this checkout's order: make sure it is captured exactly once and the
   * orders confirmed, all under the checkout's lock; money that arrives after the window closed goes back.
   */
  async function settle(checkoutId: string, paymentId: string): Promise<{ confirmed: OrderRow[] }> {
    if (!gateway) throw unreachable();
    const confirmed: OrderRow[] = [];
    await db.transaction(async (tx) => {
      const checkout = await lockCheckout(tx, checkoutId);
      if (!checkout || checkout.payment_status === "paid") return;
      // A held payment is taken only by the shop's yes (moves.capture), and a hold let go stays let go.
      if (checkout.manual_capture && ["authorized", "released"].includes(checkout.payment_status)) return;
      let payment = await gateway.fetchPayment(paymentId);
      if (payment.order_id !== checkout.razorpay_order_id || payment.amount !== toPaise(checkout.amount)) {
        log.warn({ checkoutId, paymentId }, "payment does not match its checkout");
        throw refused(OrderMessages.paymentFailed, 400);
      }
      if (checkout.manual_capture && payment.status === "authorized") {
        const now = clock.now();
        if (checkout.payment_status !== "awaiting") {
          // Authorised after the window closed: never captured, so Razorpay gives it back by itself.
          await tx
            .update(checkouts)
            .set({ razorpay_payment_id: paymentId, updated_at: now })
            .where(eq(checkouts.id, checkout.id));
          log.warn({ checkoutId }, "authorisation after expiry left to lapse");
          return;
        }
        await tx
          .update(checkouts)
          .set({ payment_status: "authorized", razorpay_payment_id: paymentId, updated_at: now })
          .where(eq(checkouts.id, checkout.id));
        await tx
          .update(orders)
          .set({ payment_status: "authorized" })
          .where(eq(orders.checkout_id, checkout.id));
        // Confirmed as a paid one is (the booking still waits for her yes); no money is on the ledger yet.
        for (const order of await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.checkout_id, checkout.id)))
          confirmed.push(await moves.move(tx, order.id, "confirmed", system));
        return;
      }
      if (payment.status === "authorized") {
        try {
          payment = await gateway.capture(paymentId, payment.amount, payment.currency);
        } catch (error) {
          // Captured meanwhile (by Razorpay's auto-capture): read it again rather than fail.
          if (!(error instanceof RazorpayError)) throw error;
          payment = await gateway.fetchPayment(paymentId);
        }
      }
      if (payment.status !== "captured") return;
      const now = clock.now();
      if (checkout.payment_status !== "awaiting") {
        // The window closed and the orders were cancelled: the money goes straight back.
        const refund = await gateway.refund(paymentId, payment.amount, { checkout_id: checkout.id });
        await tx
          .insert(refunds)
          .values({
            checkout_id: checkout.id,
            razorpay_refund_id: refund.id,
            razorpay_payment_id: paymentId,
            amount: checkout.amount,
            reason: "Paid after the payment window closed",
            status: refund.status === "processed" ? "processed" : "pending",
          })
          .onConflictDoNothing();
        await tx
          .update(checkouts)
          .set({ razorpay_payment_id: paymentId, updated_at: now })
          .where(eq(checkouts.id, checkout.id));
        log.warn({ checkoutId }, "payment after expiry refunded");
        return;
      }
      await tx
        .update(checkouts)
        .set({ payment_status: "paid", razorpay_payment_id: paymentId, paid_at: now, updated_at: now })
        .where(eq(checkouts.id, checkout.id));
      await tx.update(orders).set({ payment_status: "paid" }).where(eq(orders.checkout_id, checkout.id));
      for (const order of await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.checkout_id, checkout.id)))
        confirmed.push(await deliverDownloads(tx, await moves.move(tx, order.id, "confirmed", system)));
      await deleteCartLines(tx, checkout.buyer_id, checkout.cart_item_ids);
    });
    for (const order of confirmed) void notices.moved(order, "system", null);
    return { confirmed };
  }

  async function verify(buyerId: string, checkoutId: string, body: VerifyBody): Promise<CheckoutResult> {
    const checkout = await checkoutOf(db, checkoutId, buyerId);
    if (!checkout) throw refused(OrderMessages.notFound, 404);
    if (checkout.payment_status === "paid") return result(checkout);
    if (!gateway || !checkout.razorpay_order_id) throw refused(OrderMessages.paymentFailed);
    // Checked against the order id we stored, never the one the browser sends back.
    if (
      body.razorpay_order_id !== checkout.razorpay_order_id ||
      !gateway.paymentSignatureValid(
        checkout.razorpay_order_id,
        body.razorpay_payment_id,
        body.razorpay_signature,
      )
    ) {
      log.warn({ checkoutId, paymentId: body.razorpay_payment_id }, "payment signature refused");
      throw new AppError(AppErrorCode.BAD_REQUEST, 400, OrderMessages.badSignature);
    }
    try {
      await settle(checkout.id, body.razorpay_payment_id);
    } catch (error) {
      if (error instanceof RazorpayUnreachable) throw unreachable();
      throw error;
    }
    const settled = (await checkoutOf(db, checkout.id))!;
    if (settled.payment_status === "expired") throw refused(OrderMessages.paymentExpired);
    return result(settled);
  }

  /** Closes an unpaid online checkout whose window has passed: its orders cancelled, the stock back. */
  async function expire(checkoutId: string) {
    const cancelled = await db.transaction(async (tx) => {
      const checkout = await lockCheckout(tx, checkoutId);
      if (checkout?.payment_status !== "awaiting" || !checkout.expires_at) return [];
      if (checkout.expires_at.getTime() > clock.now().getTime()) return [];
      return moves.closeUnpaidCheckout(
        tx,
        checkout.id,
        { actor: "system", actorId: null },
        "Payment not completed in time",
      );
    });
    for (const order of cancelled) void notices.moved(order, "system", null);
  }

  /** Every open checkout past its window (a sweep after downtime, and tests with a moved clock). */
  async function expireOverdue() {
    const due = await db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(and(eq(checkouts.payment_status, "awaiting"), sql`${checkouts.expires_at} <= ${clock.now()}`));
    for (const { id } of due) await expire(id);
    return due.length;
  }

  type WebhookEntity = { id?: string; order_id?: string; payment_id?: string; status?: string };
  type WebhookBody = {
    event?: string;
    payload?: { payment?: { entity?: WebhookEntity }; refund?: { entity?: WebhookEntity } };
  };

  /**
   * Razorpay's webhook, already checked for its signature: each event id handled once; payments settle their
   * checkout (never backwards from paid), processed refunds are marked. Unknown events are acknowledged.
   */
  async function webhook(eventId: string, body: WebhookBody) {
    const [seen] = await db
      .select({ id: paymentWebhookEvents.event_id })
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.event_id, eventId));
    if (seen) return;
    const event = body.event ?? "";
    const payment = body.payload?.payment?.entity;
    if ((event === "payment.captured" || event === "payment.authorized") && payment?.id && payment.order_id) {
      const checkout = await checkoutByRazorpayOrder(db, payment.order_id);
      if (checkout) await settle(checkout.id, payment.id);
    }
    if (event === "payment.failed" && payment?.order_id)
      log.warn(
        { razorpayOrderId: payment.order_id },
        "payment attempt failed; the checkout stays open until it expires",
      );
    const refund = body.payload?.refund?.entity;
    if ((event === "refund.processed" || event === "refund.failed") && refund?.id)
      await db
        .update(refunds)
        .set({
          status: event === "refund.processed" ? "processed" : "failed",
          processed_at: event === "refund.processed" ? clock.now() : null,
        })
        .where(eq(refunds.razorpay_refund_id, refund.id));
    await db.insert(paymentWebhookEvents).values({ event_id: eventId, event }).onConflictDoNothing();
  }

  return {
    quote,
    place,
    get,
    verify,
    settle,
    expire,
    expireOverdue,
    webhook,
    prepareListingOrder,
    writeListingOrder,
    listingOrderPlaced,
    onlinePayments: gateway !== null,
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
