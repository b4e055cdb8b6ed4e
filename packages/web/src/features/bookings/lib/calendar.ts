import type { Booking } from "@saheli/core/contracts/bookings";
import { calendarFile } from "@saheli/core/ics";

/** Her booking as an `.ics` download, the same event (UID) the e-mails carry. */
export function downloadCalendar(booking: Booking, origin = window.location.origin) {
  const ics = calendarFile({
    uid: `${booking.id}@saheli`,
    sequence: Math.floor(Date.parse(booking.updated_at) / 1000),
    start: new Date(booking.slot_start),
    end: new Date(booking.slot_end),
    stamp: new Date(),
    summary: `${booking.listing.title} with ${booking.shop.name}`,
    description: booking.meeting_url ? `Join here: ${booking.meeting_url}` : "Booked on Saheli.",
    location: booking.meeting_url ?? (booking.listing.is_online ? "Online" : booking.shop.name),
    url: `${origin}/co-work/bookings/${booking.id}`,
  });
  const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "saheli-booking.ics";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
