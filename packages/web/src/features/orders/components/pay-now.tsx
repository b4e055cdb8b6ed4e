import type { CheckoutResult } from "@saheli/core/contracts/orders";
import { Clock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useOrdersLocale, useOrdersT } from "../i18n";
import { formatTime, minutesLeft } from "../lib/format";
import { useOnlinePayment } from "../lib/use-online-payment";

type Props = { checkout: CheckoutResult; openAtOnce: boolean; onOpened: () => void };

function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** An online payment still open: how long she has, "Pay now" (the same handoff again), and what happens if not. */
export function PayNow({ checkout, openAtOnce, onOpened }: Props) {
  const { t } = useOrdersT();
  const locale = useOrdersLocale();
  const { state, pay, busy } = useOnlinePayment(checkout.checkout_id);
  const now = useNow(15_000);
  const handoff = checkout.razorpay;
  const opened = useRef(false);

  useEffect(() => {
    if (!openAtOnce || opened.current || !handoff) return;
    opened.current = true;
    onOpened();
    void pay(handoff);
  }, [openAtOnce, handoff, pay, onOpened]);

  if (!handoff) return null;
  const minutes = checkout.expires_at ? minutesLeft(checkout.expires_at, now) : null;
  const closes = checkout.expires_at ? formatTime(checkout.expires_at, locale) : null;

  return (
    <section
      aria-labelledby="pay-now-title"
      className="grid gap-3 rounded-2xl bg-warning-soft p-4 ring-1 ring-warning/30"
    >
      <h2 id="pay-now-title" className="flex items-center gap-2 font-semibold">
        <Clock aria-hidden className="size-4" /> {t("payNow.heading")}
      </h2>
      <p className="text-sm">
        {minutes !== null ? t("payNow.within", { count: minutes }) : t("payNow.complete")}{" "}
        {closes ? t("payNow.leaveAt", { time: closes }) : t("payNow.leave")}
      </p>
      {state.kind === "failed" && (
        <div role="alert" className="grid gap-1 rounded-xl bg-card p-3 text-destructive text-sm">
          <p>{state.message}</p>
          {state.detail && <p className="text-muted-foreground">{state.detail}</p>}
        </div>
      )}
      {state.kind === "verifying" && (
        <p role="status" className="text-sm">
          {t("payNow.verifying")}
        </p>
      )}
      <Button className="w-fit" loading={busy} onClick={() => void pay(handoff)}>
        {t("payNow.button")}
      </Button>
    </section>
  );
}
