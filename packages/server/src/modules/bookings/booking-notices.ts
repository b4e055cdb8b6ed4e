import { formatClock, formatSlotTime } from "@saheli/core/bookings";
import type { Language } from "@saheli/core/i18n/languages";
import { BookingWords } from "@saheli/core/i18n/notices/commerce";
import { type Localised, localeOf } from "@saheli/core/i18n/notices/words";
import { calendarFile } from "@saheli/core/ics";
import { formatMoney } from "@saheli/core/money";
import type { OrderActor } from "@saheli/core/orders";
import type { Db } from "../../db/connect.js";
import type { Bus } from "../../platform/bus.js";
import type { EmailAttachment, Mailer } from "../../platform/messaging.js";
import { profileLanguage } from "../language/language.queries.js";
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
type Told = { title: Localised; message: Localised; email: boolean; calendar: boolean } | null;

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

  /** What each side is told, in one language (times and money in its locale). */
  function wordsIn(
    language: Language,
    row: BookingViewRow,
    kind: BookingNoticeKind,
    by: By,
    extra: { previousStart?: Date },
  ) {
    const locale = localeOf(language);
    const { booking, listing, shop, buyer, order } = row;
    const vendorZone = row.policy?.timezone ?? "Asia/Kolkata";
    const buyerZone = booking.buyer_timezone ?? vendorZone;
    const slot = (at: Date, zone: string) => formatSlotTime(at, zone, true, locale);
    const forBuyer = slot(booking.slot_start, buyerZone);
    const forVendor = slot(booking.slot_start, vendorZone);
    const money = (amount: number, currency: string | null) => formatMoney(amount, currency, locale);
    const pay =
      order && order.total > 0
        ? order.payment_method === "cod"
          ? BookingWords.payAtService[language]({ money: money(order.total, order.currency) })
          : ""
        : "";
    const refund =
      order?.payment_status === "refunded"
        ? BookingWords.refunding[language]({ money: money(order.total, order.currency) })
        : "";
    const where = meetingLine(row, language);
    const reason = booking.cancel_reason;
    const name = buyer.name || BookingWords.aBuyer[language]();
    const l = listing.title;
    const toBuyer = { listing: l, shop: shop.name, when: forBuyer };
    const toVendor = { listing: l, name, when: forVendor };
    let b: Side = null;
    let v: Side = null;
    switch (kind) {
      case "confirmed":
        b = {
          title: BookingWords.confirmed[language](),
          message: BookingWords.confirmedText[language]({ ...toBuyer, pay, where }),
          email: true,
          calendar: true,
        };
        if (by.actor !== "vendor")
          v = {
            title: BookingWords.newBooking[language](),
            message: BookingWords.newBookingText[language](toVendor),
            email: true,
            calendar: true,
          };
        break;
      case "requested":
        b = {
          title: BookingWords.requested[language](),
          message: BookingWords.requestedText[language](toBuyer),
          email: true,
          calendar: false,
        };
        v = {
          title: BookingWords.newRequest[language](),
          message: BookingWords.newRequestText[language]({
            ...toVendor,
            by: booking.decide_by ? slot(booking.decide_by, vendorZone) : null,
          }),
          email: true,
          calendar: false,
        };
        break;
      case "declined":
        b = {
          title: BookingWords.declined[language](),
          message: BookingWords.declinedText[language]({ ...toBuyer, reason, refund }),
          email: true,
          calendar: false,
        };
        if (by.actor === "system")
          v = {
            title: BookingWords.requestLapsed[language](),
            message: BookingWords.requestLapsedText[language](toVendor),
            email: false,
            calendar: false,
          };
        break;
      case "cancelled":
        if (by.actor === "system" && order?.payment_status === "void" && order.payment_method !== "cod")
          b = {
            title: BookingWords.cancelled[language](),
            message: BookingWords.unpaidText[language](toBuyer),
            email: true,
            calendar: false,
          };
        else {
          // Whoever cancelled knows; the other side is told, with the calendar entry to remove.
          if (by.actor !== "buyer")
            b = {
              title: BookingWords.cancelled[language](),
              message: BookingWords.cancelledText[language]({ ...toBuyer, reason, refund }),
              email: true,
              calendar: true,
            };
          if (by.actor !== "vendor")
            v = {
              title: BookingWords.cancelled[language](),
              message: BookingWords.cancelledForShopText[language]({ ...toVendor, reason }),
              email: true,
              calendar: true,
            };
        }
        break;
      case "rescheduled": {
        const was = extra.previousStart;
        b = {
          title: BookingWords.moved[language](),
          message: BookingWords.movedText[language]({
            ...toBuyer,
            was: was ? slot(was, buyerZone) : null,
            where,
          }),
          email: true,
          calendar: true,
        };
        v = {
          title: BookingWords.moved[language](),
          message: BookingWords.movedForShopText[language]({
            ...toVendor,
            was: was ? slot(was, vendorZone) : null,
          }),
          email: true,
          calendar: true,
        };
        break;
      }
      case "reminder-day":
      case "reminder-hour": {
        const title = BookingWords.reminder[language]({ listing: l, soon: kind === "reminder-hour" });
        b = {
          title,
          message: BookingWords.reminderText[language]({
            ...toBuyer,
            clock: formatClock(booking.slot_start, buyerZone, locale),
            where,
          }),
          email: true,
          calendar: true,
        };
        v = {
          title,
          message: BookingWords.reminderForShopText[language]({
            ...toVendor,
            clock: formatClock(booking.slot_start, vendorZone, locale),
          }),
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

  /** Both sides' words in every language: each recipient reads hers. */
  function words(row: BookingViewRow, kind: BookingNoticeKind, by: By, extra: { previousStart?: Date }) {
    const said = { en: wordsIn("en", row, kind, by, extra), hi: wordsIn("hi", row, kind, by, extra) };
    const side = (which: "buyer" | "vendor"): Told => {
      const en = said.en[which];
      const hi = said.hi[which];
      if (!en || !hi) return null;
      return {
        title: { en: en.title, hi: hi.title },
        message: { en: en.message, hi: hi.message },
        email: en.email,
        calendar: en.calendar,
      };
    };
    return { buyer: side("buyer"), vendor: side("vendor") };
  }

  function meetingLine({ booking, listing }: BookingViewRow, language: Language = "en") {
    if (booking.meeting_url) return BookingWords.joinHere[language]({ url: booking.meeting_url });
    if (!listing.is_online) return BookingWords.inPerson[language]();
    return booking.meeting_note ?? BookingWords.linkToCome[language]();
  }

  function calendarOf(
    row: BookingViewRow,
    cancelled: boolean,
    forVendor: boolean,
    language: Language,
  ): EmailAttachment {
    const { booking, listing, shop, buyer } = row;
    const ics = calendarFile({
      uid: `${booking.id}@saheli`,
      sequence: Math.floor(booking.updated_at.getTime() / 1000),
      start: booking.slot_start,
      end: booking.slot_end,
      stamp: new Date(),
      summary: BookingWords.calendarTitle[language]({
        listing: listing.title,
        with: forVendor ? buyer.name : shop.name,
      }),
      description: `${meetingLine(row, language)}\n${BookingWords.bookedOnSaheli[language]()}`,
      location: booking.meeting_url ?? (listing.is_online ? BookingWords.online[language]() : shop.name),
      url: `${publicUrl}${forVendor ? vendorUrl : buyerUrl(booking.id)}`,
      cancelled,
    });
    return { filename: "booking.ics", content: ics, contentType: "text/calendar; charset=utf-8" };
  }

  async function tell(
    row: BookingViewRow,
    side: NonNullable<Told>,
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
    const hers = await profileLanguage(db, { userId: recipient.id });
    await mailer.send({
      to: recipient.email,
      subject: `${side.title[hers]} · ${row.listing.title}`,
      text: BookingWords.mail[hers]({ message: side.message[hers], url: `${publicUrl}${actionUrl}` }),
      ...(side.calendar ? { attachments: [calendarOf(row, cancelled, forVendor, hers)] } : {}),
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
