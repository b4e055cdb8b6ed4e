import type { OrderStatus } from "@saheli/core/orders";
import { REVIEWABLE_ORDER_STATUSES } from "@saheli/core/reviews";
import type { App } from "../../src/app.js";
import { rows } from "./auth.js";

export type TestOrder = { orderId: string; orderNumber: string; orderItemId: string };

/**
 * Writes straight into the tables a one-line cash-on-delivery order of `listingId` (quantity 1, at its price)
 * by `buyerId`, in `status` (delivered unless told): a checkout, its order for the listing's shop, and the
 * line. For tests that need a buyer without walking checkout and the vendor's moves through the API.
 */
export async function orderOf(
  app: App,
  buyerId: string,
  listingId: string,
  status: OrderStatus = "delivered",
): Promise<TestOrder> {
  const delivered = REVIEWABLE_ORDER_STATUSES.includes(status);
  const [row] = await rows(
    app,
    `with item as (
       select l.id, l.shop_id, l.title, l.listing_type, coalesce(l.sale_price, l.price) as price
       from listings l where l.id = $2
     ), checkout as (
       insert into checkouts (buyer_id, idempotency_key, payment_method, payment_status, amount)
       select $1, gen_random_uuid()::text, 'cod', 'cod', item.price from item
       returning id
     ), placed as (
       insert into orders (order_number, checkout_id, buyer_id, shop_id, order_status, payment_method,
         payment_status, subtotal, shipping, total_amount, shipping_address, confirmed_at, delivered_at)
       select 'SAH-' || extract(year from now())::int || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
         checkout.id, $1, item.shop_id, $3, 'cod', case when $4::boolean then 'collected' else 'cod' end,
         item.price, 0, item.price,
         '{"full_name":"Test Buyer","phone":null,"address_line":"12 MG Road","address_line_2":null,
           "city":"Pune","state":"Maharashtra","pincode":"411001","country":"India"}'::jsonb,
         case when $3 = 'placed' then null else now() end,
         case when $4::boolean then now() else null end
       from item, checkout
       returning id, order_number
     ), line as (
       insert into order_items (order_id, listing_id, title, listing_type, unit_price, quantity, line_total)
       select placed.id, item.id, item.title, item.listing_type, item.price, 1, item.price from item, placed
       returning id
     )
     select placed.id as order_id, placed.order_number, line.id as order_item_id from placed, line`,
    [buyerId, listingId, status, delivered],
  );
  if (!row) throw new Error(`order: no listing ${listingId}`);
  return {
    orderId: String(row.order_id),
    orderNumber: String(row.order_number),
    orderItemId: String(row.order_item_id),
  };
}

/** A delivered order of the listing by the buyer: what lets her review it. */
export const deliveredOrder = (app: App, buyerId: string, listingId: string) =>
  orderOf(app, buyerId, listingId, "delivered");
