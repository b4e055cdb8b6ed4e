import { OrderRules } from "@saheli/core/orders";
import { useState } from "react";
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
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useCancelOrder } from "../api/cancel-order";
import { useOrdersT } from "../i18n";

type Props = { orderNumber: string; paid: boolean; open: boolean; onOpenChange: (open: boolean) => void };

/** The design system's confirm dialog, with room for an optional reason the shop will read. */
export function CancelOrderDialog({ orderNumber, paid, open, onOpenChange }: Props) {
  const { t } = useOrdersT();
  const cancel = useCancelOrder(orderNumber);
  const [reason, setReason] = useState("");
  const confirm = () =>
    cancel.mutate(reason.trim() || undefined, {
      onSuccess: () => {
        toast.success(t("cancel.done"));
        onOpenChange(false);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("cancel.title")}</DialogTitle>
          <DialogDescription>{paid ? t("cancel.paid") : t("cancel.unpaid")}</DialogDescription>
        </DialogHeader>
        <Field id="cancel-reason" label={t("cancel.reason")}>
          <Textarea
            id="cancel-reason"
            rows={3}
            maxLength={OrderRules.reasonMax}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("cancel.keep")}</Button>
          </DialogClose>
          <Button variant="destructive" loading={cancel.isPending} onClick={confirm}>
            {t("cancel.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
