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
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useRescheduleBooking } from "../api/reschedule-booking";
import { useBookingsT } from "../i18n";
import { slotTime } from "../lib/format";
import { useSlotWindow } from "../lib/use-slot-window";
import { ownZone } from "../lib/zones";
import { SlotPicker } from "./slot-picker";

type Props = { booking: Booking; open: boolean; onOpenChange: (open: boolean) => void };

/** Move her booking: the same picker as booking, then one confirmation. */
export function RescheduleDialog({ booking, open, onOpenChange }: Props) {
  const { t } = useBookingsT();
  const locale = useIntlLocale();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("buyer.reschedule.title")}</DialogTitle>
          <DialogDescription>
            {t("buyer.reschedule.description", {
              time: slotTime(
                Date.parse(booking.slot_start),
                booking.buyer_timezone ?? ownZone(),
                true,
                locale,
              ),
              title: booking.listing.title,
            })}
          </DialogDescription>
        </DialogHeader>
        {open && <Picker booking={booking} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function Picker({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { t } = useBookingsT();
  const locale = useIntlLocale();
  const zone = useMemo(ownZone, []);
  const state = useSlotWindow(booking.listing.id, zone);
  const move = useRescheduleBooking(booking.id);
  const [chosen, setChosen] = useState<SlotView | null>(null);
  const submit = () => {
    if (!chosen) return;
    move.mutate(chosen.start, {
      onSuccess: (moved) => {
        toast.success(t("buyer.reschedule.moved"), {
          description: slotTime(Date.parse(moved.slot_start), zone, true, locale),
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
          <Button variant="outline">{t("buyer.reschedule.keep")}</Button>
        </DialogClose>
        <Button disabled={!chosen} loading={move.isPending} onClick={submit}>
          {chosen
            ? t("buyer.reschedule.moveTo", { time: slotTime(Date.parse(chosen.start), zone, false, locale) })
            : t("buyer.reschedule.choose")}
        </Button>
      </DialogFooter>
    </>
  );
}
