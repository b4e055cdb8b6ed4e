import type { Booking } from "@saheli/core/contracts/bookings";
import { calendarFile } from "@saheli/core/ics";
import type { TFunction } from "i18next";

/** Her booking as an `.ics` download, the same event (UID) the e-mails carry. */
export function downloadCalendar(
  booking: Booking,
  t: TFunction<"bookings">,
  origin = window.location.origin,
) {
  const ics = calendarFile({
    uid: `${booking.id}@saheli`,
    sequence: Math.floor(Date.parse(booking.updated_at) / 1000),
    start: new Date(booking.slot_start),
    end: new Date(booking.slot_end),
    stamp: new Date(),
    summary: t("calendar.summary", { title: booking.listing.title, shop: booking.shop.name }),
    description: booking.meeting_url
      ? t("calendar.joinHere", { url: booking.meeting_url })
      : t("calendar.booked"),
    location: booking.meeting_url ?? (booking.listing.is_online ? t("calendar.online") : booking.shop.name),
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
