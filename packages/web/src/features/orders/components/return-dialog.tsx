import { OrderMessages, OrderRules } from "@saheli/core/orders";
import { type FormEvent, useState } from "react";
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
import { Field, fieldAria } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useRequestReturn } from "../api/request-return";
import { useOrdersLocale, useOrdersT } from "../i18n";
import { formatDay } from "../lib/format";
import { ReturnPhotos } from "./return-photos";

type Props = {
  orderNumber: string;
  deliveredAt: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The last day a return can be asked for: the window counts from delivery. */
function lastDay(deliveredAt: string | null, locale: string): string | null {
  if (!deliveredAt) return null;
  const time = Date.parse(deliveredAt);
  if (Number.isNaN(time)) return null;
  return formatDay(new Date(time + OrderRules.returnWindowDays * 86_400_000).toISOString(), locale);
}

/** A return request: a reason (required) and up to four photos; the shop approves or declines it. */
export function ReturnDialog({ orderNumber, deliveredAt, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        {open && (
          <ReturnForm
            orderNumber={orderNumber}
            deliveredAt={deliveredAt}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReturnForm({
  orderNumber,
  deliveredAt,
  onDone,
}: {
  orderNumber: string;
  deliveredAt: string | null;
  onDone: () => void;
}) {
  const { t } = useOrdersT();
  const messageIn = useMessageIn();
  const request = useRequestReturn(orderNumber);
  const [reason, setReason] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const until = lastDay(deliveredAt, useOrdersLocale());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(messageIn(OrderMessages.reasonRequired));
    request.mutate(
      { reason: reason.trim(), photos },
      {
        onSuccess: () => {
          toast.success(t("return.done"), { description: t("return.doneHint") });
          onDone();
        },
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t("return.title")}</DialogTitle>
        <DialogDescription>
          {until
            ? t("return.windowUntil", { days: OrderRules.returnWindowDays, until })
            : t("return.window", { days: OrderRules.returnWindowDays })}
        </DialogDescription>
      </DialogHeader>
      <Field id="return-reason" label={t("return.reason")} error={error}>
        <Textarea
          {...fieldAria("return-reason", error)}
          rows={4}
          maxLength={OrderRules.reasonMax}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (error && event.target.value.trim()) setError(undefined);
          }}
        />
      </Field>
      <ReturnPhotos photos={photos} onChange={setPhotos} onBusy={setUploading} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">{t("return.cancel")}</Button>
        </DialogClose>
        <Button type="submit" loading={request.isPending} disabled={uploading}>
          {t("return.send")}
        </Button>
      </DialogFooter>
    </form>
  );
}
