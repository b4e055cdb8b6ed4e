import { formatMoney } from "@saheli/core/money";
import { type OrderActor, type OrderStatus, OrderStatusLabels } from "@saheli/core/orders";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { profiles, shops } from "../../db/schema/index.js";
import type { Bus } from "../../platform/bus.js";
import type { Mailer } from "../../platform/messaging.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { OrderRow } from "./order-moves.js";

export type OrderNoticesDeps = {
  db: Db;
  bus: Bus;
  notifications: Pick<NotificationsService, "notify">;
  mailer: Mailer;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
};

type Notice = { title: string; message: string; type: "order" | "shipping" };

/** What the buyer is told when her order reaches a state (placed is said by `placed`). */
function buyerNotice(order: OrderRow, to: OrderStatus, shopName: string, actor: OrderActor): Notice | null {
  const n = order.order_number;
  switch (to) {
    case "confirmed":
      return actor === "system"
        ? {
            type: "order",
            title: "Payment received",
            message: `Your payment went through: order ${n} from ${shopName} is confirmed.`,
          }
        : { type: "order", title: "Order confirmed", message: `${shopName} confirmed order ${n}.` };
    case "packed":
      return { type: "shipping", title: "Order packed", message: `Order ${n} is packed and will ship soon.` };
    case "shipped":
      return {
        type: "shipping",
        title: "Order shipped",
        message: `Order ${n} is on its way with ${order.carrier} (tracking number ${order.awb}).`,
      };
    case "out_for_delivery":
      return { type: "shipping", title: "Out for delivery", message: `Order ${n} arrives today.` };
    case "delivered":
      return { type: "shipping", title: "Delivered", message: `Order ${n} was delivered. Enjoy!` };
    case "cancelled":
      return {
        type: "order",
        title: "Order cancelled",
        message: `Order ${n} was cancelled${order.cancel_reason ? `: ${order.cancel_reason}` : "."}${
          order.payment_status === "refunded" ? " Your payment is being refunded." : ""
        }`,
      };
    case "return_approved":
      return {
        type: "order",
        title: "Return approved",
        message: `${shopName} approved the return of order ${n}.`,
      };
    case "return_rejected":
      return {
        type: "order",
        title: "Return declined",
        message: `${shopName} declined the return of order ${n}.`,
      };
    case "refunded":
      return {
        type: "order",
        title: "Refund on its way",
        message: `Order ${n} was refunded: ${formatMoney(order.total_amount, order.currency)}.`,
      };
    default:
      return null;
  }
}

/** What the shop is told of the buyer's and the system's moves. */
function vendorNotice(order: OrderRow, to: OrderStatus, actor: OrderActor): Notice | null {
  const n = order.order_number;
  // An online order is hers once paid (confirmed): one cancelled before that was never shown to her.
  if (to === "cancelled" && order.payment_method !== "cod" && !order.confirmed_at) return null;
  if (to === "cancelled")
    return {
      type: "order",
      title: "Order cancelled",
      message:
        actor === "buyer"
          ? `The buyer cancelled order ${n}.`
          : `Order ${n} was cancelled${order.cancel_reason ? `: ${order.cancel_reason}` : "."}`,
    };
  if (to === "return_requested")
    return {
      type: "order",
      title: "Return requested",
      message: `A return was requested for order ${n}: ${order.return_reason}`,
    };
  if (to === "confirmed")
    return { type: "order", title: "Order paid", message: `Order ${n} was paid online. Please pack it.` };
  return null;
}

/**
 * Telling people about orders: in the app (and by push, through notifications), by e-mail to the buyer for
 * every change and to the shop for new orders, and a realtime `order-updated` to both so pages and badges
 * refresh. Runs after the change is committed; a failure is logged, never the caller's.
 */
export function orderNotices({ db, bus, notifications, mailer, publicUrl, log }: OrderNoticesDeps) {
  async function partiesOf(order: OrderRow) {
    const [shop] = await db
      .select({ name: shops.shop_name, ownerId: shops.user_id, email: profiles.email })
      .from(shops)
      .innerJoin(profiles, eq(profiles.id, shops.user_id))
      .where(eq(shops.id, order.shop_id));
    const [buyer] = await db
      .select({ name: profiles.full_name, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, order.buyer_id));
    return { shop: shop!, buyer: buyer! };
  }

  const orderUrl = (order: OrderRow, vendor: boolean) =>
    `${vendor ? "/vendor/orders" : "/commerce/orders"}/${encodeURIComponent(order.order_number)}`;

  async function tell(
    recipientId: string,
    email: string | null,
    actorId: string | null,
    order: OrderRow,
    notice: Notice,
    vendor: boolean,
  ) {
    const actionUrl = orderUrl(order, vendor);
    await notifications.notify({
      recipientIds: [recipientId],
      actorId,
      type: notice.type,
      title: notice.title,
      message: notice.message,
      actionUrl,
      contextType: "order",
      contextId: order.id,
      repeatable: true,
    });
    if (email)
      await mailer.send({
        to: email,
        subject: `${notice.title} · ${order.order_number}`,
        text: `${notice.message}\n\nSee the order: ${publicUrl}${actionUrl}\n\n— Saheli`,
      });
  }

  async function refresh(order: OrderRow, ownerId: string) {
    const event = {
      name: "order-updated" as const,
      data: { order_number: order.order_number, order_status: order.order_status },
    };
    await Promise.all([bus.publish(`user:${order.buyer_id}`, event), bus.publish(`user:${ownerId}`, event)]);
  }

  /** A new checkout's orders: the buyer hears once for all of them, each shop of its own. */
  async function placed(ordersPlaced: OrderRow[]) {
    try {
      for (const order of ordersPlaced) {
        const { shop, buyer } = await partiesOf(order);
        const total = formatMoney(order.total_amount, order.currency);
        await tell(
          order.buyer_id,
          buyer.email,
          null,
          order,
          {
            type: "order",
            title: "Order placed",
            message:
              order.payment_method === "cod"
                ? `Order ${order.order_number} from ${shop.name}: ${total}, cash on delivery.`
                : `Order ${order.order_number} from ${shop.name}: ${total}. It is confirmed once the payment goes through.`,
          },
          false,
        );
        if (order.payment_method === "cod")
          await tell(
            shop.ownerId,
            shop.email,
            order.buyer_id,
            order,
            {
              type: "order",
              title: "New order",
              message: `${buyer.name} ordered from ${shop.name}: ${order.order_number}, ${total}, cash on delivery.`,
            },
            true,
          );
        await refresh(order, shop.ownerId);
      }
    } catch (error) {
      log.error({ err: error }, "order placement notices failed");
    }
  }

  /** An order moved to `order.order_status` by `actor`. */
  async function moved(order: OrderRow, actor: OrderActor, actorId: string | null) {
    try {
      const to = order.order_status as OrderStatus;
      const { shop, buyer } = await partiesOf(order);
      const forBuyer = actor === "buyer" ? null : buyerNotice(order, to, shop.name, actor);
      if (forBuyer) await tell(order.buyer_id, buyer.email, actorId, order, forBuyer, false);
      const forVendor = actor === "vendor" ? null : vendorNotice(order, to, actor);
      if (forVendor) await tell(shop.ownerId, shop.email, actorId, order, forVendor, true);
      await refresh(order, shop.ownerId);
    } catch (error) {
      log.error(
        { err: error, status: OrderStatusLabels[order.order_status as OrderStatus] },
        "order notices failed",
      );
    }
  }

  return { placed, moved };
}

export type OrderNotices = ReturnType<typeof orderNotices>;
