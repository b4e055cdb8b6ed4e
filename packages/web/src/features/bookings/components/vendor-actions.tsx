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
import { useBookingsT } from "../i18n";
import { CancelDialog } from "./cancel-dialog";

/** The shop's answers to a booking: accept or decline a request, cancel with a reason, mark it done. */
export function VendorActions({ booking }: { booking: Booking }) {
  const { t } = useBookingsT();
  const accept = useAcceptBooking(booking.id);
  const decline = useDeclineBooking(booking.id);
  const cancel = useVendorCancelBooking(booking.id);
  const complete = useCompleteBooking(booking.id);
  const [declining, setDeclining] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const can = (action: Booking["actions"][number]) => booking.actions.includes(action);
  const who = booking.buyer.name || t("shop.actions.theBuyer");
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
              onSuccess: () => toast.success(t("shop.actions.accepted", { name: who })),
              onError: fail,
            })
          }
        >
          <Check aria-hidden /> {t("shop.actions.accept")}
        </Button>
      )}
      {can("decline") && (
        <Button size="sm" variant="outline" onClick={() => setDeclining(true)}>
          <X aria-hidden /> {t("shop.actions.decline")}
        </Button>
      )}
      {can("complete") && (
        <Button
          size="sm"
          variant="outline"
          loading={complete.isPending}
          onClick={() =>
            complete.mutate(undefined, {
              onSuccess: () => toast.success(t("shop.actions.markedDone")),
              onError: fail,
            })
          }
        >
          <CheckCheck aria-hidden /> {t("shop.actions.markDone")}
        </Button>
      )}
      {can("cancel") && (
        <Button size="sm" variant="ghost" onClick={() => setCancelling(true)}>
          <X aria-hidden /> {t("shop.actions.cancel")}
        </Button>
      )}
      <CancelDialog
        open={declining}
        onOpenChange={(open) => {
          setDeclining(open);
          if (!open) decline.reset();
        }}
        title={t("shop.actions.declineTitle", { name: who })}
        description={
          booking.payment_status === "paid"
            ? t("shop.actions.toldPaid")
            : booking.payment_status === "authorized"
              ? t("shop.actions.toldAuthorized")
              : t("shop.actions.toldOther")
        }
        confirmLabel={t("shop.actions.declineBooking")}
        keepLabel={t("shop.actions.goBack")}
        reasonRequired={false}
        reasonLabel={t("shop.actions.tellHer")}
        pending={decline.isPending}
        error={decline.isError ? errorMessage(decline.error) : null}
        onConfirm={(reason) =>
          decline.mutate(reason, {
            onSuccess: () => {
              setDeclining(false);
              toast.success(t("shop.actions.declined", { name: who }));
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
        title={t("shop.actions.cancelTitle", { name: who })}
        description={
          booking.payment_status === "paid"
            ? t("shop.actions.toldPaid")
            : booking.payment_status === "authorized"
              ? t("shop.actions.toldAuthorized")
              : t("shop.actions.toldOther")
        }
        confirmLabel={t("shop.actions.cancelBooking")}
        keepLabel={t("shop.actions.keep")}
        reasonRequired
        reasonLabel={t("shop.actions.tellHer")}
        pending={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : null}
        onConfirm={(reason) =>
          cancel.mutate(reason ?? "", {
            onSuccess: () => {
              setCancelling(false);
              toast.success(t("shop.actions.cancelled", { name: who }));
            },
          })
        }
      />
    </div>
  );
}
