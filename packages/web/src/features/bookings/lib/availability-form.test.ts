import { BookingDefaults, BookingMessages } from "@saheli/core/bookings";
import { describe, expect, it } from "vitest";
import {
  type AvailabilityDraft,
  copyToWeekdays,
  draftProblems,
  nextRange,
  TIME_CHOICES,
  timeLabel,
} from "./availability-form";

const draft = (over: Partial<AvailabilityDraft> = {}): AvailabilityDraft => ({
  ...BookingDefaults,
  overrides: [],
  ...over,
});

describe("the availability editor's rules", () => {
  it("offers quarter hours to midnight, in words", () => {
    expect(TIME_CHOICES).toHaveLength(97);
    expect(TIME_CHOICES[0]).toEqual({ value: "00:00", label: "12:00 am" });
    expect(timeLabel("13:45")).toBe("1:45 pm");
    expect(TIME_CHOICES.at(-1)?.value).toBe("24:00");
  });

  it("has nothing to say about good hours, and names each bad field", () => {
    expect(draftProblems(draft())).toEqual(new Map());
    const problems = draftProblems(
      draft({
        capacity: 0,
        weekly: { ...BookingDefaults.weekly, mon: [{ start: "18:00", end: "10:00" }] },
      }),
    );
    expect(problems.get("capacity")).toBe(BookingMessages.capacityRange);
    expect(problems.get("weekly.mon.0.end")).toBe(BookingMessages.rangeBackwards);
  });

  it("adds a period after the last one and copies a day to the weekdays", () => {
    expect(nextRange([])).toEqual({ start: "10:00", end: "18:00" });
    expect(nextRange([{ start: "09:00", end: "12:00" }])).toEqual({ start: "13:00", end: "15:00" });
    const copied = copyToWeekdays(
      draft({ weekly: { ...BookingDefaults.weekly, mon: [{ start: "08:00", end: "09:00" }] } }),
      "mon",
    );
    expect(copied.weekly.fri).toEqual([{ start: "08:00", end: "09:00" }]);
    expect(copied.weekly.sat).toEqual([]);
  });
});
