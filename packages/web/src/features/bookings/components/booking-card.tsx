import type { Booking } from "@saheli/core/contracts/bookings";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useBookingsT } from "../i18n";
import { paymentLine, placeLine, timeRange, zoneShort } from "../lib/format";
import { BuyerActions } from "./buyer-actions";
import { JoinMeeting } from "./join-meeting";
import { StatusChip } from "./status-chip";

const part = (iso: string, zone: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, ...options }).format(new Date(iso));

/** One of her bookings in her list: the date as a block, what and with whom, its state and what she can do. */
export function BookingCard({ booking, zone }: { booking: Booking; zone: string }) {
  const { t } = useBookingsT();
  const locale = useIntlLocale();
  const over = booking.status === "cancelled" || booking.status === "declined";
  return (
    <li className="grid gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:grid-cols-[4.5rem_1fr]">
      <div
        aria-hidden
        className={cn(
          "flex w-16 flex-col items-center justify-center rounded-xl px-2 py-2 text-center sm:w-full",
          over ? "bg-muted text-muted-foreground" : "bg-primary-soft text-primary",
        )}
      >
        <span className="font-medium text-xs uppercase">
          {part(booking.slot_start, zone, locale, { weekday: "short" })}
        </span>
        <span className="font-display font-semibold text-2xl leading-tight">
          {part(booking.slot_start, zone, locale, { day: "numeric" })}
        </span>
        <span className="text-xs">{part(booking.slot_start, zone, locale, { month: "short" })}</span>
      </div>
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <h3 className="font-medium leading-snug">
              <Link to={`/co-work/bookings/${booking.id}`} className="hover:underline">
                {booking.listing.title}
              </Link>
            </h3>
            <p className="text-muted-foreground text-sm">
              <span className="sr-only">
                {part(booking.slot_start, zone, locale, { weekday: "long", day: "numeric", month: "long" })},{" "}
              </span>
              {timeRange(booking, zone, locale)} {zoneShort(booking.slot_start, zone, locale)} ·{" "}
              {booking.shop.name}
            </p>
          </div>
          <StatusChip booking={booking} />
        </div>
        <p className="text-muted-foreground text-sm">
          {placeLine(t, booking)} · {paymentLine(t, booking)}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {booking.meeting_url && booking.status === "confirmed" && <JoinMeeting url={booking.meeting_url} />}
          <Button asChild size="sm" variant="outline">
            <Link
              to={`/co-work/bookings/${booking.id}`}
              aria-label={t("buyer.card.detailsOf", { title: booking.listing.title })}
            >
              {t("buyer.card.details")}
            </Link>
          </Button>
          <BuyerActions booking={booking} compact />
        </div>
      </div>
    </li>
  );
}
