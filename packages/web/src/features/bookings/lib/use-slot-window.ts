import type { SlotView } from "@saheli/core/contracts/bookings";
import { useMemo, useState } from "react";
import { useSlots } from "../api/get-slots";
import { type SlotWindow, slotsByDay, slotWindow, windowOf } from "./slot-days";

/**
 * The fortnight of slots on screen, in her zone: which window, its days, the slots of each day, and the day she
 * chose (the first day with a time until she picks another).
 */
export function useSlotWindow(listingId: string, zone: string) {
  const [offset, setOffset] = useState(0);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  // "Now" is taken once per window so the query key stays put while she looks.
  const window: SlotWindow = useMemo(() => slotWindow(new Date(), zone, offset), [zone, offset]);
  const query = useSlots(listingId, window.from, window.to);
  const byDay = useMemo(
    () => slotsByDay(query.data?.slots ?? ([] as SlotView[]), zone),
    [query.data?.slots, zone],
  );
  const firstOpen = window.days.find((day) => (byDay.get(day)?.length ?? 0) > 0) ?? null;
  const day = chosenDay && window.days.includes(chosenDay) ? chosenDay : firstOpen;
  const horizon = query.data?.horizon ? windowOf(query.data.horizon.slice(0, 10), new Date(), zone) : 0;

  /** Jumps to the window of a day (the next opening) and chooses it. */
  function showDay(next: string) {
    setOffset(windowOf(next, new Date(), zone));
    setChosenDay(next);
  }

  return {
    window,
    offset,
    query,
    byDay,
    day,
    chooseDay: setChosenDay,
    showDay,
    earlier: offset > 0 ? () => setOffset(offset - 1) : null,
    later: offset < horizon ? () => setOffset(offset + 1) : null,
  };
}

export type SlotWindowState = ReturnType<typeof useSlotWindow>;
