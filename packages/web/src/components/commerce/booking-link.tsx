import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** A booked service's order: its time, meeting and changes are on the booking's page, linked from the order. */
export function BookingLink({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-muted-foreground">{t("commerce.bookingNote")}</p>
      <Button asChild variant="outline" className="w-fit">
        <Link to={`/co-work/bookings/${bookingId}`}>
          <CalendarClock aria-hidden /> {t("commerce.openBooking")}
        </Link>
      </Button>
    </div>
  );
}
