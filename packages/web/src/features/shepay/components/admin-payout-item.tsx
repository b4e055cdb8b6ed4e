import type { AdminPayout } from "@saheli/core/contracts/shepay";
import { formatMoney } from "@saheli/core/money";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useSendPayout } from "../api/decide-payout";
import { formatWhen } from "../lib/format";
import { DecidePayoutDialog } from "./decide-payout-dialog";

/**
 * One payout in the admins' queue: shop, amount, masked destination, her balance, and the decisions: paid through
 * RazorpayX when it is set up (or sent again when RazorpayX did not answer), else recorded by hand.
 */
export function AdminPayoutItem({ payout, razorpayx }: { payout: AdminPayout; razorpayx: boolean }) {
  const [deciding, setDeciding] = useState<"paid" | "failed" | null>(null);
  const [sending, setSending] = useState(false);
  const send = useSendPayout(payout.id);
  const short = payout.status === "requested" && payout.available < payout.amount;
  return (
    <li className="grid gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <p className="font-display font-semibold text-xl tabular-nums">
            {formatMoney(payout.amount, "INR")}
          </p>
          <Link
            to={`/shop/${encodeURIComponent(payout.shop.slug)}`}
            className="truncate font-medium underline-offset-2 hover:underline"
          >
            {payout.shop.name}
          </Link>
        </div>
        <p className="text-muted-foreground text-sm">
          To {payout.method_display} · {payout.automatic ? "weekly payout" : "asked"}{" "}
          {formatWhen(payout.requested_at)}
        </p>
        <p className={short ? "text-destructive text-sm" : "text-muted-foreground text-sm"}>
          Available now: {formatMoney(payout.available, "INR")}
          {short ? " — less than this payout" : ""}
        </p>
        {payout.reference && (
          <p className="break-words text-muted-foreground text-sm">Reference: {payout.reference}</p>
        )}
        {payout.failure_reason && (
          <p className="break-words text-muted-foreground text-sm">Why: {payout.failure_reason}</p>
        )}
      </div>
      {payout.status === "processing" && (
        <div className="grid gap-2 sm:justify-items-end">
          <p className="text-muted-foreground text-sm">Sent through RazorpayX, waiting for the bank</p>
          {razorpayx && (
            // Safe to press: RazorpayX answers the same payout for the same key, so nothing goes twice.
            <Button
              variant="outline"
              size="sm"
              loading={send.isPending}
              onClick={() =>
                send.mutate(undefined, {
                  onSuccess: () => toast.success("RazorpayX has this payout"),
                  onError: (error) => toast.error("Couldn't send it", { description: errorMessage(error) }),
                })
              }
            >
              Send again if it did not reach RazorpayX
            </Button>
          )}
        </div>
      )}
      {payout.status === "requested" && (
        <div className="flex gap-2">
          {razorpayx ? (
            <Button onClick={() => setSending(true)}>Pay through RazorpayX</Button>
          ) : (
            <Button onClick={() => setDeciding("paid")}>Mark paid</Button>
          )}
          <Button variant="outline" onClick={() => setDeciding("failed")}>
            Not sent
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={sending}
        onOpenChange={setSending}
        title={`Send ${formatMoney(payout.amount, "INR")} to ${payout.shop.name}?`}
        description={`RazorpayX sends it to ${payout.method_display} now. If her bank turns it down, the money goes back to her available balance.`}
        confirmLabel="Send payout"
        pending={send.isPending}
        onConfirm={() =>
          send.mutate(undefined, {
            onSuccess: () => {
              setSending(false);
              toast.success("Payout sent through RazorpayX");
            },
            onError: (error) => toast.error("Couldn't send it", { description: errorMessage(error) }),
          })
        }
      />
      {deciding && (
        <DecidePayoutDialog payout={payout} outcome={deciding} onClose={() => setDeciding(null)} />
      )}
    </li>
  );
}
