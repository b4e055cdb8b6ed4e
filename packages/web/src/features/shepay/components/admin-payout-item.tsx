import type { AdminPayout } from "@saheli/core/contracts/shepay";
import { formatMoney } from "@saheli/core/money";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useSendPayout } from "../api/decide-payout";
import { useShepayT } from "../i18n";
import { formatWhen } from "../lib/format";
import { DecidePayoutDialog } from "./decide-payout-dialog";

/**
 * One payout in the admins' queue: shop, amount, masked destination, her balance, and the decisions: paid through
 * RazorpayX when it is set up (or sent again when RazorpayX did not answer), else recorded by hand.
 */
export function AdminPayoutItem({ payout, razorpayx }: { payout: AdminPayout; razorpayx: boolean }) {
  const { t } = useShepayT();
  const locale = useIntlLocale();
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
          {t(payout.automatic ? "payoutWeekly" : "payoutAsked", {
            destination: payout.method_display,
            date: formatWhen(payout.requested_at, locale),
          })}
        </p>
        <p className={short ? "text-destructive text-sm" : "text-muted-foreground text-sm"}>
          {t("admin.availableNow", { amount: formatMoney(payout.available, "INR") })}
          {short ? t("admin.short") : ""}
        </p>
        {payout.reference && (
          <p className="break-words text-muted-foreground text-sm">
            {t("reference", { reference: payout.reference })}
          </p>
        )}
        {payout.failure_reason && (
          <p className="break-words text-muted-foreground text-sm">
            {t("why", { reason: payout.failure_reason })}
          </p>
        )}
      </div>
      {payout.status === "processing" && (
        <div className="grid gap-2 sm:justify-items-end">
          <p className="text-muted-foreground text-sm">{t("admin.processing")}</p>
          {razorpayx && (
            // Safe to press: RazorpayX answers the same payout for the same key, so nothing goes twice.
            <Button
              variant="outline"
              size="sm"
              loading={send.isPending}
              onClick={() =>
                send.mutate(undefined, {
                  onSuccess: () => toast.success(t("admin.hasIt")),
                  onError: (error) =>
                    toast.error(t("admin.sendFailed"), { description: errorMessage(error) }),
                })
              }
            >
              {t("admin.sendAgain")}
            </Button>
          )}
        </div>
      )}
      {payout.status === "requested" && (
        <div className="flex gap-2">
          {razorpayx ? (
            <Button onClick={() => setSending(true)}>{t("admin.pay")}</Button>
          ) : (
            <Button onClick={() => setDeciding("paid")}>{t("admin.markPaid")}</Button>
          )}
          <Button variant="outline" onClick={() => setDeciding("failed")}>
            {t("admin.notSent")}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={sending}
        onOpenChange={setSending}
        title={t("admin.confirmTitle", { amount: formatMoney(payout.amount, "INR"), shop: payout.shop.name })}
        description={t("admin.confirmText", { destination: payout.method_display })}
        confirmLabel={t("admin.send")}
        pending={send.isPending}
        onConfirm={() =>
          send.mutate(undefined, {
            onSuccess: () => {
              setSending(false);
              toast.success(t("admin.sent"));
            },
            onError: (error) => toast.error(t("admin.sendFailed"), { description: errorMessage(error) }),
          })
        }
      />
      {deciding && (
        <DecidePayoutDialog payout={payout} outcome={deciding} onClose={() => setDeciding(null)} />
      )}
    </li>
  );
}
