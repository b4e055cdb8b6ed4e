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
import { useRequestReturn } from "../api/request-return";
import { formatDay } from "../lib/format";
import { ReturnPhotos } from "./return-photos";

type Props = {
  orderNumber: string;
  deliveredAt: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The last day a return can be asked for: the window counts from delivery. */
function lastDay(deliveredAt: string | null): string | null {
  if (!deliveredAt) return null;
  const time = Date.parse(deliveredAt);
  if (Number.isNaN(time)) return null;
  return formatDay(new Date(time + OrderRules.returnWindowDays * 86_400_000).toISOString());
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
  const request = useRequestReturn(orderNumber);
  const [reason, setReason] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const until = lastDay(deliveredAt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(OrderMessages.reasonRequired);
    request.mutate(
      { reason: reason.trim(), photos },
      {
        onSuccess: () => {
          toast.success("Return requested", { description: "The shop will reply on this page." });
          onDone();
        },
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Request a return</DialogTitle>
        <DialogDescription>
          Returns can be requested within {OrderRules.returnWindowDays} days of delivery
          {until ? ` (until ${until})` : ""}. Tell the shop what is wrong; photos help them decide quickly.
        </DialogDescription>
      </DialogHeader>
      <Field id="return-reason" label="Reason" error={error}>
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
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={request.isPending} disabled={uploading}>
          Send return request
        </Button>
      </DialogFooter>
    </form>
  );
}
