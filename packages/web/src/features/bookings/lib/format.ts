import { formatClock, formatSlotTime, zoneLabel } from "@saheli/core/bookings";
import type { Booking } from "@saheli/core/contracts/bookings";
import { formatMoney } from "@saheli/core/money";

/** "10:00 am – 11:00 am" in a zone. */
export function timeRange(booking: Pick<Booking, "slot_start" | "slot_end">, zone: string): string {
  return `${formatClock(Date.parse(booking.slot_start), zone)} – ${formatClock(Date.parse(booking.slot_end), zone)}`;
}

/** "Tuesday, 15 December" in a zone. */
export function longDate(iso: string, zone: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: zone,
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(new Date(iso));
}

/** What she pays, or paid, in words. */
export function paymentLine(booking: Booking): string {
  const amount = formatMoney(booking.total, booking.currency);
  if (booking.total <= 0) return "Free";
  switch (booking.payment_status) {
    case "paid":
      return `Paid online: ${amount}`;
    case "authorized":
      return `Paid online: ${amount}, held until the shop confirms`;
    case "refunded":
      return `Refunded: ${amount}`;
    case "awaiting":
      return `Waiting for payment: ${amount}`;
    case "collected":
      return `Paid at the service: ${amount}`;
    case "void":
      return "Nothing was charged";
    default:
      return `Pay ${amount} at the service`;
  }
}

/** Where it happens: the meeting link, the seller's note, or in person. */
export function placeLine(booking: Booking): string {
  if (booking.meeting_url) return "Online meeting";
  if (booking.viewer === "vendor")
    return booking.listing.is_online
      ? "Online: no meeting link yet; send her one before the start"
      : "In person";
  if (booking.listing.is_online)
    return booking.meeting_note ?? "Online: the seller will send the meeting link";
  return `In person with ${booking.shop.name}`;
}

/** "Tue, 15 Dec, 10:00 am IST" and the zone's short name. */
export const slotText = (iso: string, zone: string) => formatSlotTime(Date.parse(iso), zone, true);
export const zoneShort = (iso: string, zone: string) => zoneLabel(Date.parse(iso), zone);
