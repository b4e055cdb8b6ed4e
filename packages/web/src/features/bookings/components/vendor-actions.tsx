import type { Booking } from "@saheli/core/contracts/bookings";
import { Check, CheckCheck, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useAcceptBooking } from "../api/accept-booking";
import { useCompleteBooking } from "../api/complete-booking";
import { useDeclineBooking } from "../api/decline-booking";
import { useVendorCancelBooking } from "../api/vendor-cancel-booking";
import { CancelDialog } from "./cancel-dialog";

/** The shop's answers to a booking: accept or decline a request, cancel with a reason, mark it done. */
export function VendorActions({ booking }: { booking: Booking }) {
  const accept = useAcceptBooking(booking.id);
  const decline = useDeclineBooking(booking.id);
  const cancel = useVendorCancelBooking(booking.id);
  const complete = useCompleteBooking(booking.id);
  const [declining, setDeclining] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const can = (action: Booking["actions"][number]) => booking.actions.includes(action);
  const who = booking.buyer.name || "the buyer";
  const fail = (error: Error) => toast.error(errorMessage(error));
  if (booking.actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {can("accept") && (
        <Button
          size="sm"
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(undefined, {
              onSuccess: () => toast.success(`Booking accepted; ${who} is told`),
              onError: fail,
            })
          }
        >
          <Check aria-hidden /> Accept
        </Button>
      )}
      {can("decline") && (
        <Button size="sm" variant="outline" onClick={() => setDeclining(true)}>
          <X aria-hidden /> Decline
        </Button>
      )}
      {can("complete") && (
        <Button
          size="sm"
          variant="outline"
          loading={complete.isPending}
          onClick={() =>
            complete.mutate(undefined, { onSuccess: () => toast.success("Marked as done"), onError: fail })
          }
        >
          <CheckCheck aria-hidden /> Mark as done
        </Button>
      )}
      {can("cancel") && (
        <Button size="sm" variant="ghost" onClick={() => setCancelling(true)}>
          <X aria-hidden /> Cancel
        </Button>
      )}
      <CancelDialog
        open={declining}
        onOpenChange={(open) => {
          setDeclining(open);
          if (!open) decline.reset();
        }}
        title={`Decline ${who}'s booking?`}
        description={
          booking.payment_status === "paid"
            ? "She is told at once and her payment is refunded in full."
            : booking.payment_status === "authorized"
              ? "She is told at once, the hold on her payment is let go (nothing is charged) and the time opens for others."
              : "She is told at once, and the time opens for others."
        }
        confirmLabel="Decline booking"
        keepLabel="Go back"
        reasonRequired={false}
        reasonLabel="Tell her why"
        pending={decline.isPending}
        error={decline.isError ? errorMessage(decline.error) : null}
        onConfirm={(reason) =>
          decline.mutate(reason, {
            onSuccess: () => {
              setDeclining(false);
              toast.success(`Booking declined; ${who} is told`);
            },
          })
        }
      />
      <CancelDialog
        open={cancelling}
        onOpenChange={(open) => {
          setCancelling(open);
          if (!open) cancel.reset();
        }}
        title={`Cancel ${who}'s booking?`}
        description={
          booking.payment_status === "paid"
            ? "She is told at once and her payment is refunded in full."
            : booking.payment_status === "authorized"
              ? "She is told at once, the hold on her payment is let go (nothing is charged) and the time opens for others."
              : "She is told at once, and the time opens for others."
        }
        confirmLabel="Cancel booking"
        keepLabel="Keep booking"
        reasonRequired
        reasonLabel="Tell her why"
        pending={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : null}
        onConfirm={(reason) =>
          cancel.mutate(reason ?? "", {
            onSuccess: () => {
              setCancelling(false);
              toast.success(`Booking cancelled; ${who} is told`);
            },
          })
        }
      />
    </div>
  );
}
