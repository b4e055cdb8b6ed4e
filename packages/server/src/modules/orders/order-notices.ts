import { OrderWords } from "@saheli/core/i18n/notices/orders";
import { type Localised, say, storedLanguage, type Words } from "@saheli/core/i18n/notices/words";
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

type Notice = { title: Localised; message: Localised; type: "order" | "shipping" };

const notice = (type: Notice["type"], title: Words, message: Localised): Notice => ({
  type,
  title: say(title),
  message,
});

/** What the buyer is told when her order reaches a state (placed is said by `placed`). */
function buyerNotice(order: OrderRow, to: OrderStatus, shopName: string, actor: OrderActor): Notice | null {
  const n = order.order_number;
  const fromShop = { n, shop: shopName };
  switch (to) {
    case "confirmed":
      return actor === "system"
        ? notice("order", OrderWords.paymentReceived, say(OrderWords.paymentReceivedText, fromShop))
        : notice("order", OrderWords.confirmed, say(OrderWords.confirmedText, fromShop));
    case "packed":
      return notice("shipping", OrderWords.packed, say(OrderWords.packedText, { n }));
    case "shipped":
      return notice(
        "shipping",
        OrderWords.shipped,
        say(OrderWords.shippedText, { n, carrier: order.carrier, awb: order.awb }),
      );
    case "out_for_delivery":
      return notice("shipping", OrderWords.outForDelivery, say(OrderWords.outForDeliveryText, { n }));
    case "delivered":
      return notice("shipping", OrderWords.delivered, say(OrderWords.deliveredText, { n }));
    case "cancelled":
      return notice(
        "order",
        OrderWords.cancelled,
        say(OrderWords.cancelledText, {
          n,
          reason: order.cancel_reason,
          refunding: order.payment_status === "refunded",
        }),
      );
    case "return_approved":
      return notice("order", OrderWords.returnApproved, say(OrderWords.returnApprovedText, fromShop));
    case "return_rejected":
      return notice("order", OrderWords.returnDeclined, say(OrderWords.returnDeclinedText, fromShop));
    case "refunded":
      return notice(
        "order",
        OrderWords.refunded,
        say(OrderWords.refundedText, { n, amount: order.total_amount, currency: order.currency }),
      );
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
    return notice(
      "order",
      OrderWords.cancelled,
      actor === "buyer"
        ? say(OrderWords.buyerCancelledText, { n })
        : say(OrderWords.cancelledText, { n, reason: order.cancel_reason, refunding: false }),
    );
  if (to === "return_requested")
    return notice(
      "order",
      OrderWords.returnRequested,
      say(OrderWords.returnRequestedText, { n, reason: order.return_reason }),
    );
  if (to === "confirmed") return notice("order", OrderWords.paid, say(OrderWords.paidText, { n }));
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
      .select({
        name: shops.shop_name,
        ownerId: shops.user_id,
        email: profiles.email,
        language: profiles.language,
      })
      .from(shops)
      .innerJoin(profiles, eq(profiles.id, shops.user_id))
      .where(eq(shops.id, order.shop_id));
    const [buyer] = await db
      .select({ name: profiles.full_name, email: profiles.email, language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, order.buyer_id));
    return { shop: shop!, buyer: buyer! };
  }

  const orderUrl = (order: OrderRow, vendor: boolean) =>
    `${vendor ? "/vendor/orders" : "/commerce/orders"}/${encodeURIComponent(order.order_number)}`;

  async function tell(
    recipientId: string,
    { email, language }: { email: string | null; language: string },
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
    if (email) {
      const hers = storedLanguage(language);
      await mailer.send({
        to: email,
        subject: `${notice.title[hers]} · ${order.order_number}`,
        text: OrderWords.mail[hers]({ message: notice.message[hers], url: `${publicUrl}${actionUrl}` }),
      });
    }
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
        const sum = {
          n: order.order_number,
          shop: shop.name,
          amount: order.total_amount,
          currency: order.currency,
        };
        const cod = order.payment_method === "cod";
        await tell(
          order.buyer_id,
          buyer,
          null,
          order,
          notice("order", OrderWords.placed, say(OrderWords.placedText, { ...sum, cod })),
          false,
        );
        if (cod)
          await tell(
            shop.ownerId,
            shop,
            order.buyer_id,
            order,
            notice("order", OrderWords.newOrder, say(OrderWords.newOrderText, { ...sum, buyer: buyer.name })),
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
      if (forBuyer) await tell(order.buyer_id, buyer, actorId, order, forBuyer, false);
      const forVendor = actor === "vendor" ? null : vendorNotice(order, to, actor);
      if (forVendor) await tell(shop.ownerId, shop, actorId, order, forVendor, true);
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
