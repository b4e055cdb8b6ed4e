import type { Booking } from "@saheli/core/contracts/bookings";
import { CalendarClock, CalendarPlus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useCancelBooking } from "../api/cancel-booking";
import { useBookingsT } from "../i18n";
import { downloadCalendar } from "../lib/calendar";
import { CancelDialog } from "./cancel-dialog";
import { RescheduleDialog } from "./reschedule-dialog";

/** What she may do with her booking now: change its time, cancel it, put it in her calendar. */
export function BuyerActions({ booking, compact = false }: { booking: Booking; compact?: boolean }) {
  const { t } = useBookingsT();
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
          <CalendarClock aria-hidden /> {t("buyer.actions.changeTime")}
        </Button>
      )}
      {canCancel && (
        <Button size={size} variant="ghost" onClick={() => setCancelling(true)}>
          <X aria-hidden />{" "}
          {booking.status === "pending" ? t("buyer.actions.withdraw") : t("buyer.actions.cancelBooking")}
        </Button>
      )}
      {booking.status === "confirmed" && !compact && (
        <Button size={size} variant="ghost" onClick={() => downloadCalendar(booking, t)}>
          <CalendarPlus aria-hidden /> {t("buyer.actions.addToCalendar")}
        </Button>
      )}
      <CancelDialog
        open={cancelling}
        onOpenChange={(open) => {
          setCancelling(open);
          if (!open) cancel.reset();
        }}
        title={t("buyer.actions.cancelTitle", { title: booking.listing.title })}
        description={
          booking.payment_status === "paid"
            ? t("buyer.actions.cancelPaid")
            : booking.payment_status === "authorized"
              ? t("buyer.actions.cancelAuthorized")
              : t("buyer.actions.cancelOther")
        }
        confirmLabel={t("buyer.actions.cancelBooking")}
        keepLabel={t("buyer.actions.keep")}
        reasonRequired={false}
        reasonLabel={t("buyer.actions.reason")}
        pending={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : null}
        onConfirm={(reason) =>
          cancel.mutate(reason, {
            onSuccess: () => {
              setCancelling(false);
              toast.success(t("buyer.actions.cancelled"));
            },
          })
        }
      />
      {canMove && <RescheduleDialog booking={booking} open={moving} onOpenChange={setMoving} />}
    </div>
  );
}
