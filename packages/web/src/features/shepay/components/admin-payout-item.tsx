import type { AdminPayout } from "@saheli/core/contracts/shepay";
import { formatMoney } from "@saheli/core/money";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { formatWhen } from "../lib/format";
import { DecidePayoutDialog } from "./decide-payout-dialog";

/** One payout in the admins' queue: shop, amount, masked destination, her balance, and the two decisions. */
export function AdminPayoutItem({ payout }: { payout: AdminPayout }) {
  const [deciding, setDeciding] = useState<"paid" | "failed" | null>(null);
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
      {payout.status === "requested" && (
        <div className="flex gap-2">
          <Button onClick={() => setDeciding("paid")}>Mark paid</Button>
          <Button variant="outline" onClick={() => setDeciding("failed")}>
            Not sent
          </Button>
        </div>
      )}
      {deciding && (
        <DecidePayoutDialog payout={payout} outcome={deciding} onClose={() => setDeciding(null)} />
      )}
    </li>
  );
}
