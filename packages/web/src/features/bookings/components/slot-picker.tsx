import { localDay } from "@saheli/core/bookings";
import type { SlotView } from "@saheli/core/contracts/bookings";
import { CalendarX2 } from "lucide-react";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useBookingsT } from "../i18n";
import { slotTime } from "../lib/format";
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
  const { t } = useBookingsT();
  const locale = useIntlLocale();
  return (
    <QueryState
      query={state.query}
      loading={<PickerSkeleton />}
      errorTitle={t("buyer.slots.error")}
      errorHeadingLevel="h2"
    >
      {(data) => {
        const shopZoneDiffers = !sameClock(zone, data.timezone);
        const slots = state.day ? (state.byDay.get(state.day) ?? []) : [];
        return (
          <div className="grid gap-5" aria-busy={state.query.isFetching || undefined}>
            <p className="text-muted-foreground text-sm">
              {shopZoneDiffers
                ? t("buyer.slots.zoneAndShop", {
                    zone: zoneLongName(zone, undefined, locale),
                    shopZone: zoneLongName(data.timezone, undefined, locale),
                  })
                : t("buyer.slots.zone", { zone: zoneLongName(zone, undefined, locale) })}
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
                <p className="font-medium">{t("buyer.slots.none")}</p>
                {data.next_start ? (
                  <Button
                    variant="outline"
                    onClick={() => state.showDay(localDay(Date.parse(data.next_start!), zone))}
                  >
                    {t("buyer.slots.next", {
                      time: slotTime(Date.parse(data.next_start), zone, false, locale),
                    })}
                  </Button>
                ) : (
                  <p className="text-muted-foreground text-sm">{t("buyer.slots.noneAhead")}</p>
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
  const { t } = useBookingsT();
  return (
    <div className="grid gap-5" aria-busy="true">
      <p role="status" className="sr-only">
        {t("buyer.slots.loading")}
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
