import type { Booking } from "@saheli/core/contracts/bookings";
import { Link } from "react-router";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useBookingsT } from "../i18n";
import { clock, paymentLine, placeLine } from "../lib/format";
import { sameClock } from "../lib/zones";
import { JoinMeeting } from "./join-meeting";
import { StatusChip } from "./status-chip";
import { VendorActions } from "./vendor-actions";

/** One booking of her shop on its day: when, who, what, how paid, and her answers. */
export function VendorBookingRow({ booking }: { booking: Booking }) {
  const { t } = useBookingsT();
  const locale = useIntlLocale();
  const zone = booking.vendor_timezone;
  const buyerZone = booking.buyer_timezone;
  const theirs =
    buyerZone && !sameClock(zone, buyerZone)
      ? t("shop.row.herTime", { time: clock(Date.parse(booking.slot_start), buyerZone, locale) })
      : null;
  return (
    <li className="grid gap-3 border-border border-b py-3 last:border-b-0 sm:grid-cols-[7rem_1fr_auto] sm:items-start">
      <div className="grid content-start">
        <p className="font-semibold tabular-nums">{clock(Date.parse(booking.slot_start), zone, locale)}</p>
        <p className="text-muted-foreground text-xs">
          {t("shop.row.until", { time: clock(Date.parse(booking.slot_end), zone, locale) })}
        </p>
        {theirs && <p className="text-muted-foreground text-xs">{theirs}</p>}
      </div>
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">
          <Link to={`/co-work/bookings/${booking.id}`} className="hover:underline">
            {booking.listing.title}
          </Link>
        </p>
        <p className="text-sm">{booking.buyer.name}</p>
        <p className="text-muted-foreground text-sm">
          {placeLine(t, booking)} · {paymentLine(t, booking)}
        </p>
        {booking.meeting_url && booking.status === "confirmed" && (
          <JoinMeeting url={booking.meeting_url} className="mt-1" />
        )}
        {booking.cancel_reason && (booking.status === "cancelled" || booking.status === "declined") && (
          <p className="text-muted-foreground text-sm">“{booking.cancel_reason}”</p>
        )}
      </div>
      <div className="grid justify-items-start gap-2 sm:justify-items-end">
        <StatusChip booking={booking} />
        <VendorActions booking={booking} />
      </div>
    </li>
  );
}
