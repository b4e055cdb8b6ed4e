import type { AdminPayout } from "@saheli/core/contracts/shepay";
import { formatMoney } from "@saheli/core/money";
import { ShepayMessages, ShepayRules } from "@saheli/core/shepay";
import { Eye } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Trans } from "react-i18next";
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
import { useShepayT } from "../i18n";

type Outcome = "paid" | "failed";

/** What the admin copies, picked whole with one click. */
const value = <span className="select-all font-mono font-semibold" />;
type Props = { payout: AdminPayout; outcome: Outcome; onClose: () => void };

/** The whole UPI ID or account, opened only when the admin asks (each look is logged on the server). */
function Destination({ payoutId }: { payoutId: string }) {
  const { t } = useShepayT();
  const [shown, setShown] = useState(false);
  const destination = usePayoutDestination(payoutId, shown);
  if (!shown)
    return (
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setShown(true)}>
        <Eye aria-hidden /> {t("decide.show")}
      </Button>
    );
  if (destination.isPending) return <p className="text-muted-foreground text-sm">{t("decide.opening")}</p>;
  if (destination.isError)
    return <p className="text-destructive text-sm">{errorMessage(destination.error)}</p>;
  const { method, matches } = destination.data;
  return (
    <div className="grid gap-1 rounded-xl bg-muted px-3 py-2 text-sm">
      {method.type === "upi" ? (
        <p>
          <Trans t={t} i18nKey="decide.upiId" values={{ value: method.upi_id }} components={{ value }} />
        </p>
      ) : (
        <>
          <p>{t("decide.holder", { name: method.account_holder })}</p>
          <p>
            <Trans
              t={t}
              i18nKey="decide.account"
              values={{ value: method.account_number }}
              components={{ value }}
            />
          </p>
          <p>
            <Trans t={t} i18nKey="decide.ifsc" values={{ value: method.ifsc }} components={{ value }} />
          </p>
        </>
      )}
      {!matches && <p className="text-warning text-xs">{t("decide.changed")}</p>}
    </div>
  );
}

/** Mark a requested payout paid (the transfer's reference) or not sent (why); she is told either way. */
export function DecidePayoutDialog({ payout, outcome, onClose }: Props) {
  const { t } = useShepayT();
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
        toast.success(paid ? t("decide.markedPaid") : t("decide.markedNotSent"), {
          description: `${payout.shop.name} · ${formatMoney(payout.amount, "INR")}`,
        });
        onClose();
      },
      onError: (error) => toast.error(t("decide.failed"), { description: errorMessage(error) }),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{paid ? t("decide.titlePaid") : t("decide.titleNotSent")}</DialogTitle>
            <DialogDescription>
              {t("decide.what", {
                amount: formatMoney(payout.amount, "INR"),
                shop: payout.shop.name,
                destination: payout.method_display,
              })}
              {paid ? t("decide.paidNote") : t("decide.notSentNote")}
            </DialogDescription>
          </DialogHeader>
          {paid && <Destination payoutId={payout.id} />}
          {paid ? (
            <Field id="payout-reference" label={t("decide.reference")} error={shown}>
              <Input
                {...fieldAria("payout-reference", shown)}
                maxLength={ShepayRules.payoutReferenceMax}
                autoComplete="off"
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </Field>
          ) : (
            <Field id="payout-reason" label={t("decide.reason")} error={shown}>
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
              {t("cancel")}
            </Button>
            <Button type="submit" variant={paid ? "primary" : "destructive"} loading={decide.isPending}>
              {paid ? t("decide.markPaid") : t("decide.markNotSent")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
