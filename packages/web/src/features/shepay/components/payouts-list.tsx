import type { Payout, PayoutStatus } from "@saheli/core/contracts/shepay";
import { formatMoney } from "@saheli/core/money";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { formatDay } from "../lib/format";

const STATUS: Record<PayoutStatus, { label: string; variant: BadgeProps["variant"] }> = {
  requested: { label: "On its way", variant: "warning" },
  processing: { label: "Sent, waiting for the bank", variant: "warning" },
  paid: { label: "Paid", variant: "success" },
  failed: { label: "Not sent", variant: "destructive" },
};

/** Her recent payouts: amount, where to, when, and what became of each. */
export function PayoutsList({ payouts }: { payouts: Payout[] }) {
  if (payouts.length === 0)
    return (
      <p className="text-muted-foreground text-sm">No payouts yet. When you ask for one, it shows here.</p>
    );
  return (
    <ul className="grid divide-y divide-border">
      {payouts.map((payout) => (
        <li key={payout.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
          <div className="grid min-w-0 gap-0.5">
            <p className="font-semibold tabular-nums">{formatMoney(payout.amount, "INR")}</p>
            <p className="text-muted-foreground text-xs">
              To {payout.method_display} · {payout.automatic ? "weekly payout" : "asked"}{" "}
              {formatDay(payout.requested_at)}
              {payout.paid_at ? ` · paid ${formatDay(payout.paid_at)}` : ""}
            </p>
            {payout.reference && (
              <p className="break-words text-muted-foreground text-xs">Reference: {payout.reference}</p>
            )}
            {payout.failure_reason && (
              <p className="break-words text-muted-foreground text-xs">Why: {payout.failure_reason}</p>
            )}
          </div>
          <Badge variant={STATUS[payout.status].variant}>{STATUS[payout.status].label}</Badge>
        </li>
      ))}
    </ul>
  );
}
