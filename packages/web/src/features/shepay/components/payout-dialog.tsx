import type { Wallet } from "@saheli/core/contracts/shepay";
import { formatMoney } from "@saheli/core/money";
import { isWholePaise, ShepayMessages, ShepayRules } from "@saheli/core/shepay";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
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
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useRequestPayout } from "../api/request-payout";
import { useShepayT } from "../i18n";

const AMOUNT_FORMAT = "Enter an amount in rupees and paise";

/** Why an amount typed in the dialog cannot be asked for, in the server's words; null when it can. */
export function payoutAmountProblem(text: string, withdrawable: number): string | null {
  const amount = Number(text.replace(/[,\s₹]/g, ""));
  if (!text.trim() || !Number.isFinite(amount) || !isWholePaise(amount)) return AMOUNT_FORMAT;
  if (amount < ShepayRules.payoutMin) return ShepayMessages.payoutTooSmall;
  if (amount > withdrawable) return ShepayMessages.payoutAboveAvailable(withdrawable);
  return null;
}

type Props = { wallet: Wallet; open: boolean; onOpenChange: (open: boolean) => void };

/** Ask for a payout of up to what she may withdraw, to her saved UPI ID or bank account. */
export function PayoutDialog({ wallet, open, onOpenChange }: Props) {
  const { t } = useShepayT();
  const [text, setText] = useState(String(wallet.withdrawable));
  const [touched, setTouched] = useState(false);
  const request = useRequestPayout();
  const problem = payoutAmountProblem(text, wallet.withdrawable);
  // Core's messages are translated by the field; the dialog's own one is in the catalogue.
  const shown = touched ? (problem === AMOUNT_FORMAT ? t("request.amountFormat") : problem) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    const amount = Number(text.replace(/[,\s₹]/g, ""));
    request.mutate(amount, {
      onSuccess: (payout) => {
        toast.success(t("request.requested"), {
          description: t("request.requestedTo", {
            amount: formatMoney(payout.amount, "INR"),
            destination: payout.method_display,
          }),
        });
        onOpenChange(false);
      },
      onError: (error) => toast.error(t("request.failed"), { description: errorMessage(error) }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("request.title")}</DialogTitle>
            <DialogDescription>
              {t("request.description", {
                amount: formatMoney(wallet.withdrawable, "INR"),
                destination: wallet.payout_method?.display ?? t("request.yourMethod"),
              })}
            </DialogDescription>
          </DialogHeader>
          <Field id="payout-amount" label={t("request.amount")} error={shown ?? undefined}>
            <Input
              {...fieldAria("payout-amount", shown ?? undefined)}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onBlur={() => setTouched(true)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={request.isPending}>
              {t("request.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The wallet's payout button: the dialog, or the way to add a payout method first. */
export function PayoutAction({ wallet }: { wallet: Wallet }) {
  const { t } = useShepayT();
  const [open, setOpen] = useState(false);
  if (!wallet.payout_method) {
    return (
      <Button asChild variant="outline">
        <Link to="/shepay/settings">{t("request.addMethod")}</Link>
      </Button>
    );
  }
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={wallet.withdrawable < ShepayRules.payoutMin}>
        {t("request.submit")}
      </Button>
      {open && <PayoutDialog wallet={wallet} open={open} onOpenChange={setOpen} />}
    </>
  );
}
