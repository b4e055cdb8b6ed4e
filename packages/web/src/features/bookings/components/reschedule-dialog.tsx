import { formatSlotTime } from "@saheli/core/bookings";
import type { Booking, SlotView } from "@saheli/core/contracts/bookings";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useRescheduleBooking } from "../api/reschedule-booking";
import { useSlotWindow } from "../lib/use-slot-window";
import { ownZone } from "../lib/zones";
import { SlotPicker } from "./slot-picker";

type Props = { booking: Booking; open: boolean; onOpenChange: (open: boolean) => void };

/** Move her booking: the same picker as booking, then one confirmation. */
export function RescheduleDialog({ booking, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Change your time</DialogTitle>
          <DialogDescription>
            Now: {formatSlotTime(Date.parse(booking.slot_start), booking.buyer_timezone ?? ownZone(), true)}.
            Pick a new date and time for {booking.listing.title}.
          </DialogDescription>
        </DialogHeader>
        {open && <Picker booking={booking} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function Picker({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const zone = useMemo(ownZone, []);
  const state = useSlotWindow(booking.listing.id, zone);
  const move = useRescheduleBooking(booking.id);
  const [chosen, setChosen] = useState<SlotView | null>(null);
  const submit = () => {
    if (!chosen) return;
    move.mutate(chosen.start, {
      onSuccess: (moved) => {
        toast.success("Your booking was moved", {
          description: formatSlotTime(Date.parse(moved.slot_start), zone, true),
        });
        onDone();
      },
      onError: () => setChosen(null),
    });
  };
  return (
    <>
      <SlotPicker state={state} zone={zone} chosen={chosen?.start ?? null} onChoose={setChosen} />
      {move.isError && (
        <p role="alert" className="text-destructive text-sm">
          {errorMessage(move.error)}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Keep my time</Button>
        </DialogClose>
        <Button disabled={!chosen} loading={move.isPending} onClick={submit}>
          {chosen ? `Move to ${formatSlotTime(Date.parse(chosen.start), zone)}` : "Choose a new time"}
        </Button>
      </DialogFooter>
    </>
  );
}
