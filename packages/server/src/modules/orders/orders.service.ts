import type { CartView } from "@saheli/core/contracts/cart";
import type {
  buyerOrderListQuerySchema,
  Order,
  OrderSummary,
  returnRequestSchema,
  vendorOrderListQuerySchema,
  vendorOrderUpdateSchema,
} from "@saheli/core/contracts/orders";
import { encodeCursor } from "@saheli/core/cursor";
import { AppErrorCode } from "@saheli/core/errors";
import {
  nextMoves,
  normaliseOrderNumber,
  type OrderActor,
  OrderMessages,
  OrderRules,
  type OrderStatus,
  type PaymentStatus,
  returnWindowOpen,
  VENDOR_PENDING,
} from "@saheli/core/orders";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { isOwnUpload } from "../../platform/storage.js";
import type { CartService } from "../shopping/cart.service.js";
import type { MoveDetails, OrderMoves } from "./order-moves.js";
import type { OrderNotices } from "./order-notices.js";
import {
  bookingIdOfOrder,
  orderFor,
  orderLines,
  orderPage,
  orderTimeline,
  vendorStatusCounts,
} from "./orders.queries.js";

export const RETURN_PHOTOS_BUCKET = "return-photos";

type BuyerQuery = z.output<typeof buyerOrderListQuerySchema>;
type VendorQuery = z.output<typeof vendorOrderListQuerySchema>;
type VendorUpdate = z.output<typeof vendorOrderUpdateSchema>;
type ReturnRequest = z.output<typeof returnRequestSchema>;

const BUYER_FILTERS: Record<BuyerQuery["filter"], readonly OrderStatus[] | null> = {
  all: null,
  active: ["placed", "confirmed", "packed", "shipped", "out_for_delivery"],
  delivered: ["delivered"],
  cancelled: ["cancelled"],
  returns: ["return_requested", "return_approved", "return_rejected", "refunded"],
};

const VENDOR_FILTERS: Record<VendorQuery["filter"], readonly OrderStatus[] | null> = {
  all: null,
  // New waits for her to accept; to pack is accepted but not yet with the courier.
  new: ["placed"],
  to_pack: ["confirmed", "packed"],
  shipped: ["shipped", "out_for_delivery"],
  delivered: ["delivered"],
  returns: ["return_requested", "return_approved", "return_rejected", "refunded"],
  cancelled: ["cancelled"],
};

export type OrdersServiceDeps = {
  db: Db;
  clock: Clock;
  moves: OrderMoves;
  notices: OrderNotices;
  cart: Pick<CartService, "merge">;
};

const notFound = () => new AppError(AppErrorCode.NOT_FOUND, 404, OrderMessages.notFound);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Her orders and her shop's (issue 18): read only by the buyer or the shop's owner (ownership in the query), moved
 * only along core's rules by the side allowed to move them; every move tells the other side.
 */
export function ordersService({ db, clock, moves, notices, cart }: OrdersServiceDeps) {
  async function load(orderNumber: string, viewerId: string) {
    const number = normaliseOrderNumber(orderNumber);
    if (!number) throw notFound();
    const row = await orderFor(db, number, viewerId);
    if (!row) throw notFound();
    return row;
  }

  async function view(orderNumber: string, viewerId: string): Promise<Order> {
    const { order, shop, buyer } = await load(orderNumber, viewerId);
    const viewer = order.buyer_id === viewerId ? "buyer" : "vendor";
    const [lines, timeline, bookingId] = await Promise.all([
      orderLines(db, order.id, order.buyer_id),
      orderTimeline(db, order.id),
      bookingIdOfOrder(db, order.id),
    ]);
    const status = order.order_status as OrderStatus;
    const paid = order.payment_status === "paid" || (order.total_amount === 0 && status !== "cancelled");
    let moves = nextMoves(status, viewer, order.payment_status as PaymentStatus);
    if (viewer === "buyer" && status === "delivered" && !returnWindowOpen(order.delivered_at, clock.now()))
      moves = moves.filter((to) => to !== "return_requested");
    const delivered = [
      "delivered",
      "return_requested",
      "return_approved",
      "return_rejected",
      "refunded",
    ].includes(status);
    return {
      order_number: order.order_number,
      viewer,
      order_status: status,
      payment_method: order.payment_method as Order["payment_method"],
      payment_status: order.payment_status as Order["payment_status"],
      subtotal: order.subtotal,
      shipping: order.shipping,
      total_amount: order.total_amount,
      currency: order.currency,
      created_at: order.created_at.toISOString(),
      confirmed_at: iso(order.confirmed_at),
      shipped_at: iso(order.shipped_at),
      delivered_at: iso(order.delivered_at),
      cancelled_at: iso(order.cancelled_at),
      shop,
      buyer: { id: buyer.id, name: buyer.name, username: buyer.username },
      shipping_address: order.shipping_address,
      carrier: order.carrier,
      awb: order.awb,
      tracking_url: order.tracking_url,
      cancel_reason: order.cancel_reason,
      return_reason: order.return_reason,
      return_photos: order.return_photos,
      invoice_number: order.invoice_number,
      items: lines.map((line) => ({
        id: line.id,
        listing_id: line.listing_id,
        listing_slug: line.listing_slug,
        title: line.title,
        listing_type: line.listing_type,
        variant_data: line.variant_data ?? null,
        unit_price: line.unit_price,
        quantity: line.quantity,
        line_total: line.line_total,
        image_url: line.image_url,
        hsn_code: line.hsn_code,
        downloads_left:
          viewer === "buyer" && line.listing_type === "digital" && line.digital_file_path && paid
            ? Math.max(0, OrderRules.downloadsMax - line.download_count)
            : null,
        can_review: viewer === "buyer" && delivered && line.listing_id !== null && !line.reviewed,
      })),
      timeline: timeline.map((event) => ({
        status: event.status as OrderStatus,
        actor: event.actor as OrderActor,
        note: event.note,
        created_at: event.created_at.toISOString(),
      })),
      next_moves: moves,
      payment_due_at:
        order.payment_status === "awaiting"
          ? iso(new Date(order.created_at.getTime() + OrderRules.paymentWindowMinutes * 60_000))
          : null,
      checkout_id: order.checkout_id,
      booking_id: bookingId,
    };
  }

  async function page(scope: Parameters<typeof orderPage>[1], query: BuyerQuery | VendorQuery) {
    const rows = await orderPage(db, scope, {
      q: query.q,
      after: query.cursor,
      limit: OrderRules.listPageSize,
    });
    const more = rows.length > OrderRules.listPageSize;
    const shown = rows.slice(0, OrderRules.listPageSize);
    const last = shown.at(-1);
    const items: OrderSummary[] = shown.map((row) => ({
      order_number: row.order_number,
      order_status: row.order_status as OrderStatus,
      payment_method: row.payment_method as OrderSummary["payment_method"],
      payment_status: row.payment_status as OrderSummary["payment_status"],
      total_amount: row.total_amount,
      currency: row.currency,
      created_at: row.created_at.toISOString(),
      shop_name: row.shop_name,
      buyer_name: row.buyer_name,
      item_count: row.item_count,
      first_item: row.first_title ? { title: row.first_title, image_url: row.first_image } : null,
    }));
    return { items, next_cursor: more && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null };
  }

  const listMine = (buyerId: string, query: BuyerQuery) =>
    page({ kind: "buyer", buyerId, statuses: BUYER_FILTERS[query.filter] }, query);

  const listShop = (ownerId: string, query: VendorQuery) =>
    page({ kind: "vendor", ownerId, statuses: VENDOR_FILTERS[query.filter] }, query);

  async function counts(ownerId: string) {
    const by = await vendorStatusCounts(db, ownerId);
    const sum = (statuses: readonly OrderStatus[] | null) =>
      (statuses ?? []).reduce((total, status) => total + (by.get(status) ?? 0), 0);
    return {
      new: sum(VENDOR_FILTERS.new),
      to_pack: sum(VENDOR_FILTERS.to_pack),
      shipped: sum(VENDOR_FILTERS.shipped),
      returns: by.get("return_requested") ?? 0,
    };
  }

  /** Her shops' orders that wait on her: the live `pendingOrders` badge. */
  async function pendingCount(ownerId: string) {
    const by = await vendorStatusCounts(db, ownerId);
    return VENDOR_PENDING.reduce((total, status) => total + (by.get(status) ?? 0), 0);
  }

  async function moveAs(
    orderNumber: string,
    personId: string,
    side: "buyer" | "vendor",
    to: OrderStatus,
    details: MoveDetails,
  ) {
    const { order, shop } = await load(orderNumber, personId);
    // The buyer moves as the buyer, the shop's owner as the vendor; the other side's moves are not hers.
    if (side === "buyer" ? order.buyer_id !== personId : shop.owner_id !== personId) throw notFound();
    if (side === "buyer" && to === "return_requested" && !returnWindowOpen(order.delivered_at, clock.now()))
      throw new AppError(
        AppErrorCode.CONFLICT,
        409,
        order.delivered_at ? OrderMessages.returnTooLate : OrderMessages.returnNotDelivered,
      );
    const by = { actor: side, actorId: personId };
    // An unpaid online order shares one payment with its checkout's other orders: they are cancelled together.
    const closeCheckout = to === "cancelled" && order.payment_status === "awaiting";
    const changed = await db.transaction(async (tx) =>
      closeCheckout
        ? moves.closeUnpaidCheckout(tx, order.checkout_id, by, details.reason ?? "Cancelled before payment")
        : [await moves.move(tx, order.id, to, by, details)],
    );
    const moved = changed.find((row) => row.id === order.id);
    if (!moved)
      throw new AppError(
        AppErrorCode.CONFLICT,
        409,
        OrderMessages.illegalMove(order.order_status as OrderStatus, to),
      );
    for (const row of changed) void notices.moved(row, side, personId);
    return { success: true as const, order: await view(moved.order_number, personId) };
  }

  const cancel = (buyerId: string, orderNumber: string, reason?: string) =>
    moveAs(orderNumber, buyerId, "buyer", "cancelled", { reason });

  function requestReturn(buyerId: string, orderNumber: string, input: ReturnRequest) {
    for (const photo of input.photos)
      if (!isOwnUpload(photo, RETURN_PHOTOS_BUCKET, buyerId))
        throw new AppError(AppErrorCode.BAD_REQUEST, 400, "Photos must be uploaded with the return form");
    return moveAs(orderNumber, buyerId, "buyer", "return_requested", {
      reason: input.reason,
      photos: input.photos,
    });
  }

  const vendorUpdate = (ownerId: string, orderNumber: string, input: VendorUpdate) =>
    moveAs(orderNumber, ownerId, "vendor", input.status, input);

  /** The order's lines back in her cart, as far as they can still be bought. */
  async function reorder(buyerId: string, orderNumber: string): Promise<CartView> {
    const { order } = await load(orderNumber, buyerId);
    if (order.buyer_id !== buyerId) throw notFound();
    const lines = await orderLines(db, order.id, buyerId);
    return cart.merge(
      buyerId,
      lines
        .filter((line) => line.listing_id !== null)
        .map((line) => ({
          listing_id: line.listing_id!,
          quantity: line.quantity,
          variant_data: line.variant_data ?? null,
        })),
    );
  }

  return {
    view,
    listMine,
    listShop,
    counts,
    pendingCount,
    cancel,
    requestReturn,
    vendorUpdate,
    reorder,
    load,
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
