import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** A booked service's order: its time, meeting and changes are on the booking's page, linked from the order. */
export function BookingLink({ bookingId }: { bookingId: string }) {
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-muted-foreground">
        This order is a booking. Its time, meeting link and changes are on the booking's page.
      </p>
      <Button asChild variant="outline" className="w-fit">
        <Link to={`/co-work/bookings/${bookingId}`}>
          <CalendarClock aria-hidden /> Open the booking
        </Link>
      </Button>
    </div>
  );
}
