import { formatSlotTime, localDay } from "@saheli/core/bookings";
import type { SlotView } from "@saheli/core/contracts/bookings";
import { CalendarX2 } from "lucide-react";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { SlotWindowState } from "../lib/use-slot-window";
import { sameClock, zoneLongName } from "../lib/zones";
import { DateStrip } from "./date-strip";
import { SlotList } from "./slot-list";

type Props = {
  state: SlotWindowState;
  zone: string;
  chosen: string | null;
  onChoose: (slot: SlotView) => void;
};

/** Pick a date, then a time: her own zone named, the shop's beside each time when it differs. */
export function SlotPicker({ state, zone, chosen, onChoose }: Props) {
  return (
    <QueryState
      query={state.query}
      loading={<PickerSkeleton />}
      errorTitle="We couldn't load the open times"
      errorHeadingLevel="h2"
    >
      {(data) => {
        const shopZoneDiffers = !sameClock(zone, data.timezone);
        const slots = state.day ? (state.byDay.get(state.day) ?? []) : [];
        return (
          <div className="grid gap-5" aria-busy={state.query.isFetching || undefined}>
            <p className="text-muted-foreground text-sm">
              Times are in your time zone, {zoneLongName(zone)}.
              {shopZoneDiffers &&
                ` The shop keeps ${zoneLongName(data.timezone)}; its time is shown under each.`}
            </p>
            <DateStrip state={state} />
            {state.day && slots.length > 0 ? (
              <SlotList
                day={state.day}
                slots={slots}
                zone={zone}
                shopZone={data.timezone}
                shopZoneDiffers={shopZoneDiffers}
                capacity={data.capacity}
                chosen={chosen}
                onChoose={onChoose}
              />
            ) : (
              <div className="grid justify-items-center gap-2 rounded-2xl border border-border border-dashed px-4 py-8 text-center">
                <CalendarX2 aria-hidden className="size-8 text-muted-foreground" />
                <p className="font-medium">No open times in these two weeks</p>
                {data.next_start ? (
                  <Button
                    variant="outline"
                    onClick={() => state.showDay(localDay(Date.parse(data.next_start!), zone))}
                  >
                    Next opening: {formatSlotTime(Date.parse(data.next_start), zone)}
                  </Button>
                ) : (
                  <p className="text-muted-foreground text-sm">
                    The shop has no open times coming up. Please check again later or message the shop.
                  </p>
                )}
              </div>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}

function PickerSkeleton() {
  return (
    <div className="grid gap-5" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the open times
      </p>
      <Skeleton className="h-4 w-2/3" />
      <div className="flex gap-2 overflow-hidden">
        {[1, 2, 3, 4, 5, 6, 7].map((day) => (
          <Skeleton key={day} className="h-20 w-16 shrink-0 rounded-xl" />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {[1, 2, 3, 4, 5, 6].map((slot) => (
          <Skeleton key={slot} className="h-12 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
