import { describe, expect, it } from "vitest";
import { dayParts, slotsByDay, slotWindow, WINDOW_DAYS, windowOf } from "./slot-days";

describe("the date strip's window", () => {
  it("starts on today in her zone and covers 14 whole days there", () => {
    // 20:00 UTC on 14 Dec is already 15 Dec in India.
    const now = new Date("2026-12-14T20:00:00Z");
    const window = slotWindow(now, "Asia/Kolkata", 0);
    expect(window.days[0]).toBe("2026-12-15");
    expect(window.days).toHaveLength(WINDOW_DAYS);
    expect(window.from).toBe("2026-12-14T18:30:00.000Z");
    expect(window.to).toBe("2026-12-28T18:30:00.000Z");
    expect(slotWindow(now, "America/New_York", 1).days[0]).toBe("2026-12-28");
  });

  it("groups slots by the day they start on in her zone, not the shop's", () => {
    const slots = [
      { start: "2026-12-15T04:30:00.000Z", end: "2026-12-15T05:30:00.000Z", places_left: 1 },
      { start: "2026-12-15T20:00:00.000Z", end: "2026-12-15T21:00:00.000Z", places_left: 1 },
    ];
    expect([...slotsByDay(slots, "Asia/Kolkata").keys()]).toEqual(["2026-12-15", "2026-12-16"]);
    expect([...slotsByDay(slots, "Europe/London").keys()]).toEqual(["2026-12-15"]);
  });

  it("finds the fortnight a day is in and names it", () => {
    const now = new Date("2026-12-15T06:00:00Z");
    expect(windowOf("2026-12-20", now, "Asia/Kolkata")).toBe(0);
    expect(windowOf("2026-12-29", now, "Asia/Kolkata")).toBe(1);
    expect(dayParts("2026-12-15")).toMatchObject({ weekday: "Tue", day: "15", month: "Dec" });
  });
});
