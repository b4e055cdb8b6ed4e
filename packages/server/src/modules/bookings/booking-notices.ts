import { formatClock, formatSlotTime } from "@saheli/core/bookings";
import { calendarFile } from "@saheli/core/ics";
import { formatMoney } from "@saheli/core/money";
import type { OrderActor } from "@saheli/core/orders";
import type { Db } from "../../db/connect.js";
import type { Bus } from "../../platform/bus.js";
import type { EmailAttachment, Mailer } from "../../platform/messaging.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { OrderRow } from "../orders/order-moves.js";
import type { OrderNotices } from "../orders/order-notices.js";
import { type BookingViewRow, bookingOfOrder, bookingView } from "./bookings.queries.js";

/** What happened to a booking, as the people in it are told. */
export type BookingNoticeKind =
  | "confirmed"
  | "requested"
  | "declined"
  | "cancelled"
  | "rescheduled"
  | "completed"
  | "reminder-day"
  | "reminder-hour";

export type BookingChange = { bookingId: string; kind: BookingNoticeKind };
/**
 * Another module's part after a booking changed and the change is committed (the meeting link: made when it is
 * confirmed, moved when it is rescheduled, removed when it is cancelled or declined). Runs before anyone is told,
 * so the confirmation carries the link; a listener that fails is logged and the notices still go.
 */
export type BookingChangeListener = (change: BookingChange) => Promise<void>;

export type BookingNoticesDeps = {
  db: Db;
  bus: Bus;
  notifications: Pick<NotificationsService, "notify">;
  mailer: Mailer;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
};

type By = { actor: OrderActor; actorId: string | null };
type Side = { title: string; message: string; email: boolean; calendar: boolean } | null;

/**
 * Telling the buyer and the shop about a booking: in the app (push comes with it), by e-mail with an `.ics` of the
 * slot when it goes in (or out of) a calendar, and a realtime `booking-updated` to both. Booking orders are told
 * about here instead of by the order notices (`withBookingNotices`), in words about a time rather than a parcel.
 * Runs after the change is committed; a failure is logged, never the caller's.
 */
export function bookingNotices({ db, bus, notifications, mailer, publicUrl, log }: BookingNoticesDeps) {
  const listeners: BookingChangeListener[] = [];

  const buyerUrl = (id: string) => `/co-work/bookings/${id}`;
  const vendorUrl = "/vendor/bookings";

  function words(row: BookingViewRow, kind: BookingNoticeKind, by: By, extra: { previousStart?: Date }) {
    const { booking, listing, shop, buyer, order } = row;
    const vendorZone = row.policy?.timezone ?? "Asia/Kolkata";
    const buyerZone = booking.buyer_timezone ?? vendorZone;
    const forBuyer = formatSlotTime(booking.slot_start, buyerZone, true);
    const forVendor = formatSlotTime(booking.slot_start, vendorZone, true);
    const money =
      order && order.total > 0
        ? order.payment_method === "cod"
          ? ` Pay ${formatMoney(order.total, order.currency)} at the service.`
          : ""
        : "";
    const refund =
      order?.payment_status === "refunded"
        ? ` Your payment of ${formatMoney(order.total, order.currency)} is being refunded.`
        : "";
    const where = meetingLine(row);
    const reason = booking.cancel_reason ? `: ${booking.cancel_reason}` : ".";
    const name = buyer.name || "A buyer";
    let b: Side = null;
    let v: Side = null;
    switch (kind) {
      case "confirmed":
        b = {
          title: "Booking confirmed",
          message: `${listing.title} with ${shop.name}, ${forBuyer}.${money} ${where}`,
          email: true,
          calendar: true,
        };
        if (by.actor !== "vendor")
          v = {
            title: "New booking",
            message: `${name} booked ${listing.title}, ${forVendor}.`,
            email: true,
            calendar: true,
          };
        break;
      case "requested":
        b = {
          title: "Booking requested",
          message: `${shop.name} will confirm your booking of ${listing.title}, ${forBuyer}. We will tell you as soon as they answer.`,
          email: true,
          calendar: false,
        };
        v = {
          title: "New booking request",
          message: `${name} asks for ${listing.title}, ${forVendor}. Please accept or decline by ${
            booking.decide_by ? formatSlotTime(booking.decide_by, vendorZone, true) : "the start"
          }; otherwise it is declined for you.`,
          email: true,
          calendar: false,
        };
        break;
      case "declined":
        b = {
          title: "Booking declined",
          message: `${shop.name} could not take your booking of ${listing.title}, ${forBuyer}${reason}${refund}`,
          email: true,
          calendar: false,
        };
        if (by.actor === "system")
          v = {
            title: "Booking request declined",
            message: `${name}'s request for ${listing.title}, ${forVendor}, was not answered in time and was declined.`,
            email: false,
            calendar: false,
          };
        break;
      case "cancelled":
        if (by.actor === "system" && order?.payment_status === "void" && order.payment_method !== "cod")
          b = {
            title: "Booking cancelled",
            message: `Your payment for ${listing.title}, ${forBuyer}, was not completed in time, so the time was released. Nothing was charged.`,
            email: true,
            calendar: false,
          };
        else {
          // Whoever cancelled knows; the other side is told, with the calendar entry to remove.
          if (by.actor !== "buyer")
            b = {
              title: "Booking cancelled",
              message: `Your booking of ${listing.title} with ${shop.name}, ${forBuyer}, was cancelled${reason}${refund}`,
              email: true,
              calendar: true,
            };
          if (by.actor !== "vendor")
            v = {
              title: "Booking cancelled",
              message: `${name}'s booking of ${listing.title}, ${forVendor}, was cancelled${reason}`,
              email: true,
              calendar: true,
            };
        }
        break;
      case "rescheduled": {
        const was = extra.previousStart;
        b = {
          title: "Booking moved",
          message: `${listing.title} with ${shop.name} is now ${forBuyer}${
            was ? ` (was ${formatSlotTime(was, buyerZone, true)})` : ""
          }. ${where}`,
          email: true,
          calendar: true,
        };
        v = {
          title: "Booking moved",
          message: `${name} moved ${listing.title} to ${forVendor}${
            was ? ` (was ${formatSlotTime(was, vendorZone, true)})` : ""
          }.`,
          email: true,
          calendar: true,
        };
        break;
      }
      case "reminder-day":
      case "reminder-hour": {
        const when = kind === "reminder-day" ? "Tomorrow" : "In 1 hour";
        b = {
          title: `${when}: ${listing.title}`,
          message: `${listing.title} with ${shop.name} at ${formatClock(booking.slot_start, buyerZone)} (${forBuyer}). ${where}`,
          email: true,
          calendar: true,
        };
        v = {
          title: `${when}: ${listing.title}`,
          message: `${name}'s booking of ${listing.title} at ${formatClock(booking.slot_start, vendorZone)} (${forVendor}).`,
          email: true,
          calendar: true,
        };
        break;
      }
      case "completed":
        break;
    }
    return { buyer: b, vendor: v };
  }

  function meetingLine({ booking, listing }: BookingViewRow) {
    if (booking.meeting_url) return `Join here: ${booking.meeting_url}`;
    if (!listing.is_online) return "It is in person.";
    return booking.meeting_note ?? "The seller will send you the meeting link.";
  }

  function calendarOf(row: BookingViewRow, cancelled: boolean, forVendor: boolean): EmailAttachment {
    const { booking, listing, shop, buyer } = row;
    const ics = calendarFile({
      uid: `${booking.id}@saheli`,
      sequence: Math.floor(booking.updated_at.getTime() / 1000),
      start: booking.slot_start,
      end: booking.slot_end,
      stamp: new Date(),
      summary: forVendor ? `${listing.title} with ${buyer.name}` : `${listing.title} with ${shop.name}`,
      description: `${meetingLine(row)}\nBooked on Saheli.`,
      location: booking.meeting_url ?? (listing.is_online ? "Online" : shop.name),
      url: `${publicUrl}${forVendor ? vendorUrl : buyerUrl(booking.id)}`,
      cancelled,
    });
    return { filename: "booking.ics", content: ics, contentType: "text/calendar; charset=utf-8" };
  }

  async function tell(
    row: BookingViewRow,
    side: NonNullable<Side>,
    recipient: { id: string; email: string | null },
    forVendor: boolean,
    by: By,
    cancelled: boolean,
  ) {
    const actionUrl = forVendor ? vendorUrl : buyerUrl(row.booking.id);
    await notifications.notify({
      recipientIds: [recipient.id],
      // Her own booking's confirmation still reaches her: as a receipt, from Saheli.
      actorId: recipient.id === by.actorId ? null : by.actorId,
      type: "order",
      title: side.title,
      message: side.message,
      actionUrl,
      contextType: "order",
      contextId: row.booking.order_id ?? row.booking.id,
      repeatable: true,
    });
    if (!side.email || !recipient.email) return;
    await mailer.send({
      to: recipient.email,
      subject: `${side.title} · ${row.listing.title}`,
      text: `${side.message}\n\nSee the booking: ${publicUrl}${actionUrl}\n\n— Saheli`,
      ...(side.calendar ? { attachments: [calendarOf(row, cancelled, forVendor)] } : {}),
    });
  }

  async function refresh(row: BookingViewRow) {
    const event = {
      name: "booking-updated" as const,
      data: { booking_id: row.booking.id, status: row.booking.status },
    };
    const people = [row.booking.buyer_id, row.shop.owner_id];
    await Promise.all(people.map((id) => bus.publish(`user:${id}`, event)));
    if (row.order)
      await Promise.all(
        people.map((id) =>
          bus.publish(`user:${id}`, {
            name: "order-updated",
            data: { order_number: row.order!.order_number, order_status: row.order!.order_status },
          }),
        ),
      );
  }

  /** Tells both sides what happened to a booking (after the listeners had their turn). */
  async function announce(
    bookingId: string,
    kind: BookingNoticeKind,
    by: By,
    extra: { previousStart?: Date } = {},
  ) {
    for (const listener of listeners)
      await listener({ bookingId, kind }).catch((error: unknown) =>
        log.error({ err: error, bookingId, kind }, "booking change listener failed"),
      );
    try {
      const row = await bookingView(db, bookingId);
      if (!row) return;
      const said = words(row, kind, by, extra);
      const cancelled = kind === "cancelled" || kind === "declined";
      if (said.buyer)
        await tell(
          row,
          said.buyer,
          { id: row.booking.buyer_id, email: row.buyer.email },
          false,
          by,
          cancelled,
        );
      if (said.vendor)
        await tell(
          row,
          said.vendor,
          { id: row.shop.owner_id, email: row.shop.owner_email },
          true,
          by,
          cancelled,
        );
      await refresh(row);
    } catch (error) {
      log.error({ err: error, bookingId, kind }, "booking notices failed");
    }
  }

  /** An order moved: when it is a booking's, say what that means for the booking. */
  async function orderMoved(order: OrderRow, actor: OrderActor, actorId: string | null) {
    const booking = await bookingOfOrder(db, order.id);
    if (!booking) return;
    const by = { actor, actorId };
    switch (order.order_status) {
      case "confirmed":
        return announce(booking.id, booking.status === "pending" ? "requested" : "confirmed", by);
      case "cancelled":
        return announce(booking.id, booking.status === "declined" ? "declined" : "cancelled", by);
      case "delivered":
        return announce(booking.id, "completed", by);
      default: {
        const row = await bookingView(db, booking.id);
        if (row) await refresh(row);
      }
    }
  }

  async function isBookingOrder(orderId: string) {
    return (await bookingOfOrder(db, orderId)) !== undefined;
  }

  /** Adds a module's part after every booking change (composition.ts wires these once). */
  function listen(listener: BookingChangeListener) {
    listeners.push(listener);
  }

  return { announce, orderMoved, isBookingOrder, listen };
}

export type BookingNotices = ReturnType<typeof bookingNotices>;

/**
 * The order notices with booking orders told about by the booking notices instead (a time, not a parcel): every
 * module that moves an order (checkout's payment and expiry, the order pages) then speaks of bookings rightly.
 */
export function withBookingNotices(
  base: OrderNotices,
  bookings: BookingNotices,
  log: { error(obj: object, msg: string): void },
): OrderNotices {
  return {
    ...base,
    async moved(order, actor, actorId) {
      let booked = false;
      try {
        booked = await bookings.isBookingOrder(order.id);
      } catch (error) {
        log.error({ err: error }, "booking lookup for order notices failed");
      }
      if (booked) return bookings.orderMoved(order, actor, actorId);
      return base.moved(order, actor, actorId);
    },
  };
}
