import { formatClock } from "@saheli/core/bookings";
import type { SlotView } from "@saheli/core/contracts/bookings";
import { cn } from "@/lib/cn";
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

const placesLabel = (n: number) => `${n} ${n === 1 ? "place" : "places"} left`;

/** The chosen day's open times as toggle buttons, in her time with the shop's beside it. */
export function SlotList({ day, slots, zone, shopZone, shopZoneDiffers, capacity, chosen, onChoose }: Props) {
  const heading = dayParts(day).long;
  return (
    <section aria-labelledby="slot-list-heading" className="grid gap-2">
      <h2 id="slot-list-heading" className="font-medium text-sm">
        Times on {heading}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {slots.map((slot) => {
          const mine = formatClock(Date.parse(slot.start), zone);
          const theirs = formatClock(Date.parse(slot.start), shopZone);
          const on = chosen === slot.start;
          const label = [
            mine,
            shopZoneDiffers ? `${theirs} in the shop's time` : null,
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
                    {theirs} shop time
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
