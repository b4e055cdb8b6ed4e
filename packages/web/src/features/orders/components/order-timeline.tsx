import type { Order } from "@saheli/core/contracts/orders";
import { Check, Circle } from "lucide-react";
import { cn } from "@/lib/cn";
import { useOrdersLocale, useOrdersT } from "../i18n";
import { formatDateTime } from "../lib/format";
import { buildTimeline } from "../lib/timeline";

/** What happened to the order and when, who did it, and (for a parcel) the steps still ahead, greyed. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useOrdersT();
  const locale = useOrdersLocale();
  const steps = buildTimeline(order);
  const whoOf = (step: (typeof steps)[number]) =>
    step.actor === "system"
      ? t("timeline.saheli")
      : step.actor === order.viewer
        ? t("timeline.you")
        : step.who;
  return (
    <ol aria-label={t("timeline.label")} className="grid">
      {steps.map((step, index) => {
        const upcoming = step.state === "upcoming";
        const last = index === steps.length - 1;
        return (
          <li
            key={`${step.status}-${step.at ?? index}`}
            aria-current={step.state === "current" ? "step" : undefined}
            className="relative grid grid-cols-[1.5rem_1fr] gap-3 pb-5 last:pb-0"
          >
            {!last && (
              <span
                aria-hidden
                className={cn(
                  "absolute top-6 bottom-0 left-[0.6875rem] w-0.5",
                  upcoming ? "bg-border" : "bg-primary/40",
                )}
              />
            )}
            <span
              aria-hidden
              className={cn(
                "relative z-10 flex size-6 items-center justify-center rounded-full",
                upcoming ? "bg-muted text-muted-foreground" : "bg-primary text-primary-foreground",
                step.state === "current" && "ring-4 ring-primary-soft",
              )}
            >
              {upcoming ? <Circle className="size-2.5" /> : <Check className="size-3.5" strokeWidth={3} />}
            </span>
            <div className="grid gap-0.5">
              <p className={cn("font-medium text-sm", upcoming && "text-muted-foreground")}>
                {t(`status.${step.status}`)}
                {upcoming && <span className="sr-only">{t("timeline.notYet")}</span>}
              </p>
              {step.at && (
                <p className="text-muted-foreground text-xs">
                  <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
                  {step.who && ` · ${whoOf(step)}`}
                </p>
              )}
              {step.note && <p className="text-sm">{step.note}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
