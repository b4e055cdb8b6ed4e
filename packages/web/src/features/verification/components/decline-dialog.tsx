import { VerificationPolicy } from "@saheli/core/verification";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useVerificationT } from "../i18n";

type Props = {
  name: string;
  open: boolean;
  busy: boolean;
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onDecline: (reason: string) => void;
};

/** A decline needs a reason she can read and act on (the criteria say so, and the server checks it). */
export function DeclineDialog({ name, open, busy, error, onOpenChange, onDecline }: Props) {
  const { t } = useVerificationT();
  const [reason, setReason] = useState("");
  const length = reason.trim().length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length >= VerificationPolicy.reasonMin) onDecline(reason.trim());
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("decline.title", { name })}</DialogTitle>
            <DialogDescription>{t("decline.description")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="decline-reason">{t("decline.reason")}</Label>
            <Textarea
              id="decline-reason"
              value={reason}
              maxLength={VerificationPolicy.reasonMax}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby="decline-reason-count"
            />
            <p id="decline-reason-count" className="text-right text-muted-foreground text-xs">
              {length < VerificationPolicy.reasonMin
                ? t("message.atLeast", { min: VerificationPolicy.reasonMin })
                : `${length}/${VerificationPolicy.reasonMax}`}
            </p>
          </div>
          {error && (
            <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-destructive text-sm">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              {t("decline.cancel")}
            </Button>
            <Button
              type="submit"
              variant="destructive"
              loading={busy}
              disabled={length < VerificationPolicy.reasonMin}
            >
              {t("decline.confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
