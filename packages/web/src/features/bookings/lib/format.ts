import type { Booking } from "@saheli/core/contracts/bookings";
import { formatMoney } from "@saheli/core/money";
import type { TFunction } from "i18next";

/**
 * The bookings screens' dates and times in her locale (`en-IN` by default, as core's `formatSlotTime`,
 * `formatClock` and `zoneLabel` say them), and their lines in her language.
 */
const format = (instant: Date | number, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, options).format(new Date(instant));

/** "10:00 am" in a zone. */
export const clock = (instant: Date | number, zone: string, locale = "en-IN") =>
  format(instant, locale, { timeZone: zone, hour: "numeric", minute: "2-digit" });

/** "Tue, 12 Dec, 10:00 am" in a zone; with `withZone`, the zone's short name after it. */
export const slotTime = (instant: Date | number, zone: string, withZone = false, locale = "en-IN") =>
  format(instant, locale, {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    ...(withZone ? { timeZoneName: "short" } : {}),
  });

/** "10:00 am – 11:00 am" in a zone. */
export function timeRange(
  booking: Pick<Booking, "slot_start" | "slot_end">,
  zone: string,
  locale = "en-IN",
): string {
  return `${clock(Date.parse(booking.slot_start), zone, locale)} – ${clock(Date.parse(booking.slot_end), zone, locale)}`;
}

/** "Tuesday, 15 December" in a zone. */
export function longDate(iso: string, zone: string, locale = "en-IN"): string {
  return format(new Date(iso), locale, { timeZone: zone, weekday: "long", day: "numeric", month: "long" });
}

/** What she pays, or paid, in words. */
export function paymentLine(t: TFunction<"bookings">, booking: Booking): string {
  const amount = formatMoney(booking.total, booking.currency);
  if (booking.total <= 0) return t("paymentLine.free");
  switch (booking.payment_status) {
    case "paid":
    case "authorized":
    case "refunded":
    case "awaiting":
    case "collected":
      return t(`paymentLine.${booking.payment_status}`, { amount });
    case "void":
      return t("paymentLine.void");
    default:
      return t("paymentLine.other", { amount });
  }
}

/** Where it happens: the meeting link, the seller's note, or in person. */
export function placeLine(t: TFunction<"bookings">, booking: Booking): string {
  if (booking.meeting_url) return t("placeLine.meeting");
  if (booking.viewer === "vendor")
    return booking.listing.is_online ? t("placeLine.vendorNoLink") : t("placeLine.inPerson");
  if (booking.listing.is_online) return booking.meeting_note ?? t("placeLine.sellerSendsLink");
  return t("placeLine.inPersonWith", { shop: booking.shop.name });
}

/** "Tue, 15 Dec, 10:00 am IST" and the zone's short name. */
export const slotText = (iso: string, zone: string, locale = "en-IN") =>
  slotTime(Date.parse(iso), zone, true, locale);

/** The zone's short name at an instant ("IST", "GMT+1"), for labels beside a time. */
export function zoneShort(iso: string, zone: string, locale = "en-IN"): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "short" }).formatToParts(
    new Date(iso),
  );
  return parts.find((part) => part.type === "timeZoneName")?.value ?? zone;
}
