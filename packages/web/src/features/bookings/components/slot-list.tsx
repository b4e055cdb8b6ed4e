import type { SlotView } from "@saheli/core/contracts/bookings";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useBookingsT } from "../i18n";
import { clock } from "../lib/format";
import { dayParts } from "../lib/slot-days";

type Props = {
  day: string;
  slots: readonly SlotView[];
  /** Her zone (times are shown in it) and the shop's (shown beside when the clocks differ). */
  zone: string;
  shopZone: string;
  shopZoneDiffers: boolean;
  capacity: number;
  chosen: string | null;
  onChoose: (slot: SlotView) => void;
};

/** The chosen day's open times as toggle buttons, in her time with the shop's beside it. */
export function SlotList({ day, slots, zone, shopZone, shopZoneDiffers, capacity, chosen, onChoose }: Props) {
  const { t } = useBookingsT();
  const locale = useIntlLocale();
  const heading = dayParts(day, locale).long;
  const placesLabel = (count: number) => t("buyer.slots.placesLeft", { count });
  return (
    <section aria-labelledby="slot-list-heading" className="grid gap-2">
      <h2 id="slot-list-heading" className="font-medium text-sm">
        {t("buyer.slots.timesOn", { day: heading })}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {slots.map((slot) => {
          const mine = clock(Date.parse(slot.start), zone, locale);
          const theirs = clock(Date.parse(slot.start), shopZone, locale);
          const on = chosen === slot.start;
          const label = [
            mine,
            shopZoneDiffers ? t("inShopTime", { time: theirs }) : null,
            capacity > 1 ? placesLabel(slot.places_left) : null,
          ]
            .filter(Boolean)
            .join(", ");
          return (
            <li key={slot.start}>
              <button
                type="button"
                aria-pressed={on}
                aria-label={label}
                onClick={() => onChoose(slot)}
                className={cn(
                  "flex w-full flex-col items-center rounded-xl border px-3 py-2.5 text-center transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2",
                  on
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-border bg-card hover:border-primary/50 hover:bg-primary-soft",
                )}
              >
                <span className="font-semibold tabular-nums">{mine}</span>
                {shopZoneDiffers && (
                  <span
                    className={cn("text-xs", on ? "text-primary-foreground/85" : "text-muted-foreground")}
                  >
                    {t("buyer.slots.shopTime", { time: theirs })}
                  </span>
                )}
                {capacity > 1 && (
                  <span
                    className={cn("text-xs", on ? "text-primary-foreground/85" : "text-muted-foreground")}
                  >
                    {placesLabel(slot.places_left)}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
