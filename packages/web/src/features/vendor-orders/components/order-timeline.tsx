import type { Order } from "@saheli/core/contracts/orders";
import { useVendorOrdersLocale, useVendorOrdersT } from "../i18n";
import { formatDayAndTime } from "../lib/format";
import { Panel } from "./panel";

/** Every move of the order, oldest first, with when and who: Buyer, You or Saheli. */
export function OrderTimeline({ order, className }: { order: Order; className?: string }) {
  const { t } = useVendorOrdersT();
  const locale = useVendorOrdersLocale();
  const events = [...order.timeline].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  return (
    <Panel title={t("panels.timeline")} id="order-timeline" className={className}>
      <ol className="grid">
        {events.map((event, index) => {
          const last = index === events.length - 1;
          return (
            <li
              key={`${event.status}-${event.created_at}`}
              aria-current={last ? "step" : undefined}
              className="relative grid grid-cols-[1rem_1fr] gap-3 pb-4 last:pb-0"
            >
              {!last && (
                <span aria-hidden className="absolute top-4 bottom-0 left-[0.4375rem] w-0.5 bg-primary/30" />
              )}
              <span
                aria-hidden
                className={
                  last
                    ? "relative mt-1 size-4 rounded-full bg-primary ring-4 ring-primary-soft"
                    : "relative mt-1 size-4 rounded-full bg-primary/60"
                }
              />
              <div className="grid gap-0.5 text-sm">
                <p className="font-medium">{t(`status.${event.status}`)}</p>
                <p className="text-muted-foreground text-xs">
                  <time dateTime={event.created_at}>{formatDayAndTime(event.created_at, locale)}</time> ·{" "}
                  {t(`actor.${event.actor}`)}
                </p>
                {event.note && <p className="text-sm">{event.note}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
