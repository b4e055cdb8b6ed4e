import { BookingLimits } from "@saheli/core/bookings";
import { useId, useState } from "react";
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
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useBookingsT } from "../i18n";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  keepLabel: string;
  /** The shop must say why when it cancels; the buyer may. */
  reasonRequired: boolean;
  reasonLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string | undefined) => void;
};

/** Asks once before a booking is cancelled or declined, with room for the reason. */
export function CancelDialog(props: Props) {
  const { t } = useBookingsT();
  const id = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    const text = reason.trim();
    if (props.reasonRequired && !text) return setMissing(true);
    props.onConfirm(text || undefined);
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) {
          setReason("");
          setMissing(false);
        }
        props.onOpenChange(open);
      }}
    >
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={id}>
            {props.reasonLabel}
            {!props.reasonRequired && (
              <span className="font-normal text-muted-foreground"> {t("cancelDialog.optional")}</span>
            )}
          </Label>
          <Textarea
            id={id}
            rows={3}
            maxLength={BookingLimits.reasonMax}
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
              {t("cancelDialog.reasonMissing")}
            </p>
          )}
        </div>
        {props.error && (
          <p role="alert" className="text-destructive text-sm">
            {props.error}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{props.keepLabel}</Button>
          </DialogClose>
          <Button variant="destructive" loading={props.pending} onClick={confirm}>
            {props.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
