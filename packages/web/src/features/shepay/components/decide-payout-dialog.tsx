import type { AdminPayout } from "@saheli/core/contracts/shepay";
import { formatMoney } from "@saheli/core/money";
import { ShepayMessages, ShepayRules } from "@saheli/core/shepay";
import { Eye } from "lucide-react";
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
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useDecidePayout } from "../api/decide-payout";
import { usePayoutDestination } from "../api/get-payout-destination";

type Outcome = "paid" | "failed";
type Props = { payout: AdminPayout; outcome: Outcome; onClose: () => void };

/** The whole UPI ID or account, opened only when the admin asks (each look is logged on the server). */
function Destination({ payoutId }: { payoutId: string }) {
  const [shown, setShown] = useState(false);
  const destination = usePayoutDestination(payoutId, shown);
  if (!shown)
    return (
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setShown(true)}>
        <Eye aria-hidden /> Show where to send it
      </Button>
    );
  if (destination.isPending) return <p className="text-muted-foreground text-sm">Opening…</p>;
  if (destination.isError)
    return <p className="text-destructive text-sm">{errorMessage(destination.error)}</p>;
  const { method, matches } = destination.data;
  return (
    <div className="grid gap-1 rounded-xl bg-muted px-3 py-2 text-sm">
      {method.type === "upi" ? (
        <p>
          UPI ID: <span className="select-all font-mono font-semibold">{method.upi_id}</span>
        </p>
      ) : (
        <>
          <p>Account holder: {method.account_holder}</p>
          <p>
            Account: <span className="select-all font-mono font-semibold">{method.account_number}</span>
          </p>
          <p>
            IFSC: <span className="select-all font-mono font-semibold">{method.ifsc}</span>
          </p>
        </>
      )}
      {!matches && (
        <p className="text-warning text-xs">
          She changed her payout method after asking; this is the new one.
        </p>
      )}
    </div>
  );
}

/** Mark a requested payout paid (the transfer's reference) or not sent (why); she is told either way. */
export function DecidePayoutDialog({ payout, outcome, onClose }: Props) {
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const decide = useDecidePayout(payout.id);
  const paid = outcome === "paid";
  const problem = text.trim()
    ? null
    : paid
      ? ShepayMessages.referenceRequired
      : ShepayMessages.reasonRequired;
  const shown = touched ? (problem ?? undefined) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    const decision = paid
      ? ({ status: "paid", reference: text.trim() } as const)
      : ({ status: "failed", reason: text.trim() } as const);
    decide.mutate(decision, {
      onSuccess: () => {
        toast.success(paid ? "Marked paid" : "Marked not sent", {
          description: `${payout.shop.name} · ${formatMoney(payout.amount, "INR")}`,
        });
        onClose();
      },
      onError: (error) => toast.error("Couldn't record it", { description: errorMessage(error) }),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{paid ? "Mark payout paid" : "Mark payout not sent"}</DialogTitle>
            <DialogDescription>
              {formatMoney(payout.amount, "INR")} to {payout.shop.name} ({payout.method_display}).
              {paid
                ? " Send it first; her available balance moves to paid out when you save."
                : " Nothing moves; the money stays in her available balance."}
            </DialogDescription>
          </DialogHeader>
          {paid && <Destination payoutId={payout.id} />}
          {paid ? (
            <Field id="payout-reference" label="Transfer reference (UTR)" error={shown}>
              <Input
                {...fieldAria("payout-reference", shown)}
                maxLength={ShepayRules.payoutReferenceMax}
                autoComplete="off"
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </Field>
          ) : (
            <Field id="payout-reason" label="Why it was not sent" error={shown}>
              <Textarea
                {...fieldAria("payout-reason", shown)}
                rows={3}
                maxLength={ShepayRules.payoutReasonMax}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </Field>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant={paid ? "primary" : "destructive"} loading={decide.isPending}>
              {paid ? "Mark paid" : "Mark not sent"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
