import type { WeeklySlot } from "@saheli/core/radio";
import { slotLabel } from "@saheli/core/radio";

/** The weekdays' keys in the catalogue, in core's `WEEKDAYS` order (0 = Monday). */
export const WEEKDAY_KEYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;

/** A slot's start time, `19:00` (core's `slotLabel` without the day). */
export const slotTime = (slot: Pick<WeeklySlot, "weekday" | "start_minute">) =>
  slotLabel(slot).split(" ")[1] ?? "";
