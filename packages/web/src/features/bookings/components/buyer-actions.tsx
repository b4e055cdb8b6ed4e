import type { Booking } from "@saheli/core/contracts/bookings";
import { CalendarClock, CalendarPlus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useCancelBooking } from "../api/cancel-booking";
import { downloadCalendar } from "../lib/calendar";
import { CancelDialog } from "./cancel-dialog";
import { RescheduleDialog } from "./reschedule-dialog";

/** What she may do with her booking now: change its time, cancel it, put it in her calendar. */
export function BuyerActions({ booking, compact = false }: { booking: Booking; compact?: boolean }) {
  const [cancelling, setCancelling] = useState(false);
  const [moving, setMoving] = useState(false);
  const cancel = useCancelBooking(booking.id);
  const canCancel = booking.actions.includes("cancel");
  const canMove = booking.actions.includes("reschedule");
  const live = booking.status === "confirmed" || booking.status === "pending";
  if (!canCancel && !canMove && !live) return null;
  const size = compact ? "sm" : "md";
  return (
    <div className="flex flex-wrap gap-2">
      {canMove && (
        <Button size={size} variant="outline" onClick={() => setMoving(true)}>
          <CalendarClock aria-hidden /> Change time
        </Button>
      )}
      {canCancel && (
        <Button size={size} variant="ghost" onClick={() => setCancelling(true)}>
          <X aria-hidden /> {booking.status === "pending" ? "Withdraw request" : "Cancel booking"}
        </Button>
      )}
      {booking.status === "confirmed" && !compact && (
        <Button size={size} variant="ghost" onClick={() => downloadCalendar(booking)}>
          <CalendarPlus aria-hidden /> Add to calendar
        </Button>
      )}
      <CancelDialog
        open={cancelling}
        onOpenChange={(open) => {
          setCancelling(open);
          if (!open) cancel.reset();
        }}
        title={`Cancel ${booking.listing.title}?`}
        description={
          booking.payment_status === "paid"
            ? "Your time is given up and your payment is refunded in full."
            : booking.payment_status === "authorized"
              ? "Your time is given up and the hold on your payment is let go: nothing is charged."
              : "Your time is given up so someone else can book it."
        }
        confirmLabel="Cancel booking"
        keepLabel="Keep booking"
        reasonRequired={false}
        reasonLabel="Tell the shop why"
        pending={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : null}
        onConfirm={(reason) =>
          cancel.mutate(reason, {
            onSuccess: () => {
              setCancelling(false);
              toast.success("Your booking was cancelled");
            },
          })
        }
      />
      {canMove && <RescheduleDialog booking={booking} open={moving} onOpenChange={setMoving} />}
    </div>
  );
}
