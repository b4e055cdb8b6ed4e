import type { CursorKey } from "@saheli/core/cursor";
import type { ListingType } from "@saheli/core/listings";
import type { OrderActor, OrderStatus } from "@saheli/core/orders";
import { and, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { primaryImage } from "../../db/fragments/listing-card.js";
import { afterKey, cursorTime } from "../../db/keyset.js";
import {
  bookings,
  cartItems,
  checkouts,
  deliveryLocations,
  listings,
  orderEvents,
  orderItems,
  orders,
  profiles,
  shops,
  stockChanges,
} from "../../db/schema/index.js";

/** Her cart lines with everything checkout needs of each listing and its shop (locks: lockCartListings). */
export async function checkoutLines(db: Executor, buyerId: string) {
  return db
    .select({
      cart_item_id: cartItems.id,
      quantity: cartItems.quantity,
      variant_data: cartItems.variant_data,
      listing_id: listings.id,
      slug: listings.slug,
      title: listings.title,
      price: listings.price,
      sale_price: listings.sale_price,
      stock: listings.quantity,
      listing_type: sql<ListingType>`${listings.listing_type}`,
      hsn_code: listings.hsn_code,
      gst_rate: listings.gst_rate,
      digital_file_path: listings.digital_file_path,
      image_url: primaryImage,
      on_sale: sql<boolean>`(${listings.is_active} and ${listings.listing_status} = 'active' and ${shops.is_active})`,
      shop_id: shops.id,
      shop_name: shops.shop_name,
      shop_slug: shops.slug,
      shop_owner_id: shops.user_id,
      currency: shops.shop_currency,
      cod_enabled: shops.cod_enabled,
      cod_blocked_pincodes: shops.cod_blocked_pincodes,
      holiday_mode: shops.holiday_mode,
      holiday_message: shops.holiday_message,
    })
    .from(cartItems)
    .innerJoin(listings, eq(listings.id, cartItems.listing_id))
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(eq(cartItems.user_id, buyerId))
    .orderBy(asc(cartItems.added_at), asc(cartItems.id));
}
export type CheckoutLine = Awaited<ReturnType<typeof checkoutLines>>[number];

/** One listing as a line of quantity 1 bought without her cart (a booked service), with what checkout needs. */
export async function listingLine(db: Executor, listingId: string): Promise<CheckoutLine | undefined> {
  const [row] = await db
    .select({
      listing_id: listings.id,
      slug: listings.slug,
      title: listings.title,
      price: listings.price,
      sale_price: listings.sale_price,
      stock: listings.quantity,
      listing_type: sql<ListingType>`${listings.listing_type}`,
      hsn_code: listings.hsn_code,
      gst_rate: listings.gst_rate,
      digital_file_path: listings.digital_file_path,
      image_url: primaryImage,
      on_sale: sql<boolean>`(${listings.is_active} and ${listings.listing_status} = 'active' and ${shops.is_active})`,
      shop_id: shops.id,
      shop_name: shops.shop_name,
      shop_slug: shops.slug,
      shop_owner_id: shops.user_id,
      currency: shops.shop_currency,
      cod_enabled: shops.cod_enabled,
      cod_blocked_pincodes: shops.cod_blocked_pincodes,
      holiday_mode: shops.holiday_mode,
      holiday_message: shops.holiday_message,
    })
    .from(listings)
    .innerJoin(shops, eq(shops.id, listings.shop_id))
    .where(eq(listings.id, listingId));
  // Not a cart line: no cart id (nothing to take out of her cart), one of it, no variant.
  return row ? { ...row, cart_item_id: "", quantity: 1, variant_data: null } : undefined;
}

/** Her default saved address, if she has one. */
export async function defaultAddressOf(db: Executor, buyerId: string) {
  const [row] = await db
    .select()
    .from(deliveryLocations)
    .where(and(eq(deliveryLocations.user_id, buyerId), eq(deliveryLocations.is_default, true)));
  return row;
}

/**
 * Locks her cart's listings one by one in id order before anything reads their stock: two checkouts that share
 * listings always lock them in the same order, so they queue instead of deadlocking.
 */
export async function lockCartListings(tx: Executor, buyerId: string) {
  await tx.execute(sql`select l.id from ${listings} l
    where l.id in (select listing_id from ${cartItems} where user_id = ${buyerId})
    order by l.id for update`);
}

export async function addressOf(db: Executor, buyerId: string, addressId: string) {
  const [row] = await db
    .select()
    .from(deliveryLocations)
    .where(and(eq(deliveryLocations.id, addressId), eq(deliveryLocations.user_id, buyerId)));
  return row;
}

export async function buyerContact(db: Executor, buyerId: string) {
  const [row] = await db
    .select({ name: profiles.full_name, email: profiles.email, phone: profiles.phone })
    .from(profiles)
    .where(eq(profiles.id, buyerId));
  return row;
}

export async function checkoutOf(db: Executor, checkoutId: string, buyerId?: string) {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), buyerId ? eq(checkouts.buyer_id, buyerId) : undefined));
  return row;
}

export async function lockCheckout(tx: Executor, checkoutId: string) {
  const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for("update");
  return row;
}

export async function checkoutByKey(db: Executor, buyerId: string, key: string) {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.buyer_id, buyerId), eq(checkouts.idempotency_key, key)));
  return row;
}

export async function checkoutByRazorpayOrder(db: Executor, razorpayOrderId: string) {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.razorpay_order_id, razorpayOrderId));
  return row;
}

export async function ordersOfCheckout(db: Executor, checkoutId: string) {
  return db
    .select({
      id: orders.id,
      order_number: orders.order_number,
      order_status: orders.order_status,
      total_amount: orders.total_amount,
      currency: orders.currency,
      shop_name: shops.shop_name,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shop_id))
    .where(eq(orders.checkout_id, checkoutId))
    .orderBy(asc(orders.order_number));
}

export async function nextOrderSequence(tx: Executor): Promise<number> {
  const result = (await tx.execute(sql`select nextval('order_number_seq')::int as n`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

/** Takes an order's items off the shelf, and writes the change into the listing's stock history. */
export async function takeStock(
  tx: Executor,
  listingId: string,
  quantity: number,
  orderId: string | null = null,
) {
  const [taken] = await tx
    .update(listings)
    .set({ quantity: sql`${listings.quantity} - ${quantity}` })
    .where(eq(listings.id, listingId))
    .returning({ quantity: listings.quantity });
  if (taken) {
    await tx.insert(stockChanges).values({
      listing_id: listingId,
      delta: -quantity,
      quantity_after: taken.quantity,
      reason: "order",
      order_id: orderId,
    });
  }
}

/**
 * Puts a cancelled order's physical items back on the shelf (listings that still exist), one update a listing
 * (its lines in several variants added up), each written into the listing's stock history.
 */
export async function returnStock(tx: Executor, orderId: string) {
  await tx.execute(sql`with returned as (
      update ${listings} l set quantity = l.quantity + i.quantity
      from (select listing_id, sum(quantity)::int as quantity from ${orderItems}
            where order_id = ${orderId} and listing_type = 'physical' and listing_id is not null
            group by listing_id) i
      where i.listing_id = l.id
      returning l.id, i.quantity as delta, l.quantity as quantity_after)
    insert into ${stockChanges} (listing_id, delta, quantity_after, reason, order_id)
    select id, delta, quantity_after, 'cancel', ${orderId} from returned`);
}

export async function deleteCartLines(tx: Executor, buyerId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx.delete(cartItems).where(and(eq(cartItems.user_id, buyerId), inArray(cartItems.id, [...ids])));
}

export async function lockOrder(tx: Executor, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}

export async function addOrderEvent(
  tx: Executor,
  event: {
    orderId: string;
    status: OrderStatus;
    actor: OrderActor;
    actorId: string | null;
    note?: string | null;
    at: Date;
  },
) {
  await tx.insert(orderEvents).values({
    order_id: event.orderId,
    status: event.status,
    actor: event.actor,
    actor_id: event.actorId,
    note: event.note ?? null,
    created_at: event.at,
  });
}

/** The next invoice number of a shop in a financial year, counted under the counter row's lock. */
export async function nextInvoiceSequence(tx: Executor, shopId: string, financialYear: string, at: Date) {
  const result =
    (await tx.execute(sql`insert into invoice_counters (shop_id, financial_year, last_number, updated_at)
    values (${shopId}, ${financialYear}, 1, ${at})
    on conflict (shop_id, financial_year)
      do update set last_number = invoice_counters.last_number + 1, updated_at = excluded.updated_at
    returning last_number`)) as unknown as { rows: { last_number: number }[] };
  return result.rows[0]!.last_number;
}

/**
 * An order by its number, for the person asking: its buyer or its shop's owner (ownership in the `where`);
 * anyone else gets nothing, as if it did not exist.
 */
export async function orderFor(db: Executor, orderNumber: string, viewerId: string) {
  const [row] = await db
    .select({
      order: orders,
      shop: { id: shops.id, name: shops.shop_name, slug: shops.slug, owner_id: shops.user_id },
      buyer: { id: profiles.id, name: profiles.full_name, username: profiles.username },
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shop_id))
    .innerJoin(profiles, eq(profiles.id, orders.buyer_id))
    .where(
      and(
        eq(orders.order_number, orderNumber),
        or(eq(orders.buyer_id, viewerId), eq(shops.user_id, viewerId)),
      ),
    );
  return row;
}

export async function orderLines(db: Executor, orderId: string, buyerId: string) {
  return db
    .select({
      id: orderItems.id,
      listing_id: orderItems.listing_id,
      listing_slug: listings.slug,
      title: orderItems.title,
      listing_type: sql<ListingType>`${orderItems.listing_type}`,
      variant_data: orderItems.variant_data,
      unit_price: orderItems.unit_price,
      quantity: orderItems.quantity,
      line_total: orderItems.line_total,
      image_url: orderItems.image_url,
      hsn_code: orderItems.hsn_code,
      gst_rate: orderItems.gst_rate,
      digital_file_path: orderItems.digital_file_path,
      download_count: orderItems.download_count,
      reviewed: sql<boolean>`exists (select 1 from listing_reviews r
        where r.listing_id = ${orderItems.listing_id} and r.user_id = ${buyerId})`,
    })
    .from(orderItems)
    .leftJoin(listings, eq(listings.id, orderItems.listing_id))
    .where(eq(orderItems.order_id, orderId))
    .orderBy(asc(orderItems.title), asc(orderItems.id));
}

export async function orderTimeline(db: Executor, orderId: string) {
  return db
    .select({
      status: orderEvents.status,
      actor: orderEvents.actor,
      note: orderEvents.note,
      created_at: orderEvents.created_at,
    })
    .from(orderEvents)
    .where(eq(orderEvents.order_id, orderId))
    .orderBy(asc(orderEvents.created_at), asc(orderEvents.id));
}

/** An online order still waiting for its payment is not the shop's yet (core's `awaitsPayment`). */
const shopSeesPayment = ne(orders.payment_status, "awaiting");

export type OrderListScope =
  | { kind: "buyer"; buyerId: string; statuses: readonly OrderStatus[] | null }
  | { kind: "vendor"; ownerId: string; statuses: readonly OrderStatus[] | null };

/** A page of orders, newest first, after the cursor's (created_at, id); search by order number. */
export async function orderPage(
  db: Executor,
  scope: OrderListScope,
  params: { q?: string; after: CursorKey | null; limit: number },
) {
  const owner =
    scope.kind === "buyer"
      ? eq(orders.buyer_id, scope.buyerId)
      : and(
          inArray(
            orders.shop_id,
            db.select({ id: shops.id }).from(shops).where(eq(shops.user_id, scope.ownerId)),
          ),
          shopSeesPayment,
        );
  return db
    .select({
      id: orders.id,
      order_number: orders.order_number,
      order_status: orders.order_status,
      payment_method: orders.payment_method,
      payment_status: orders.payment_status,
      total_amount: orders.total_amount,
      currency: orders.currency,
      created_at: orders.created_at,
      cursor_at: cursorTime(orders.created_at),
      shop_name: shops.shop_name,
      buyer_name: profiles.full_name,
      item_count: sql<number>`(select coalesce(sum(i.quantity), 0)::int from ${orderItems} i where i.order_id = ${orders.id})`,
      first_title: sql<
        string | null
      >`(select i.title from ${orderItems} i where i.order_id = ${orders.id} order by i.title limit 1)`,
      first_image: sql<
        string | null
      >`(select i.image_url from ${orderItems} i where i.order_id = ${orders.id} order by i.title limit 1)`,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shop_id))
    .innerJoin(profiles, eq(profiles.id, orders.buyer_id))
    .where(
      and(
        owner,
        scope.statuses ? inArray(orders.order_status, [...scope.statuses]) : undefined,
        params.q
          ? sql`${orders.order_number} ilike ${`%${params.q.replace(/[\\%_]/g, "\\$&")}%`}`
          : undefined,
        afterKey(orders.created_at, orders.id, params.after, "desc"),
      ),
    )
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(params.limit + 1);
}

/** Her shops' orders by state, for the workspace's tabs and the pending badge. */
export async function vendorStatusCounts(db: Executor, ownerId: string) {
  const rows = await db
    .select({ status: orders.order_status, n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shop_id))
    .where(and(eq(shops.user_id, ownerId), shopSeesPayment))
    .groupBy(orders.order_status);
  return new Map(rows.map((row) => [row.status as OrderStatus, row.n]));
}

/** The booking an order pays for, when it is a booked service's order. */
export async function bookingIdOfOrder(db: Executor, orderId: string): Promise<string | null> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.order_id, orderId));
  return row?.id ?? null;
}
