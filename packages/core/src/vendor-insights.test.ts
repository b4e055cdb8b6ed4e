import { describe, expect, it } from "vitest";
import {
  addDays,
  daysIn,
  InsightsMessages,
  isDay,
  istDay,
  percentLabel,
  presetOf,
  presetRange,
  ratio,
  resolveRange,
  rupees,
} from "./vendor-insights";

describe("IST days", () => {
  it("turns an instant into India's calendar day", () => {
    expect(istDay(new Date("2026-03-31T18:29:59Z"))).toBe("2026-03-31");
    expect(istDay(new Date("2026-03-31T18:30:00Z"))).toBe("2026-04-01");
  });

  it("knows real days, adds days across months and years, and counts both ends", () => {
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-1-05")).toBe(false);
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysIn("2026-01-01", "2026-01-01")).toBe(1);
    expect(daysIn("2026-01-01", "2026-12-31")).toBe(365);
  });
});

describe("ranges", () => {
  const today = "2026-06-15";

  it("makes the preset ranges ending today and recognises them", () => {
    expect(presetRange(7, today)).toEqual({ from: "2026-06-09", to: today });
    expect(presetOf(presetRange(90, today), today)).toBe(90);
    expect(presetOf({ from: "2026-06-01", to: today }, today)).toBeNull();
    expect(presetOf({ from: "2026-06-01", to: "2026-06-07" }, today)).toBeNull();
  });

  it("defaults to the last 30 days and fills a missing end", () => {
    expect(resolveRange({}, today)).toEqual({ range: { from: "2026-05-17", to: today } });
    expect(resolveRange({ from: "2026-06-01" }, today)).toEqual({ range: { from: "2026-06-01", to: today } });
    expect(resolveRange({ to: "2026-01-30" }, today)).toEqual({
      range: { from: "2026-01-01", to: "2026-01-30" },
    });
  });

  it("refuses a wrong day, a reversed range and more than 366 days", () => {
    expect(resolveRange({ from: "2026-02-30" }, today)).toEqual({ error: InsightsMessages.badDate });
    expect(resolveRange({ from: "2026-06-16", to: today }, today)).toEqual({
      error: InsightsMessages.rangeOrder,
    });
    expect(resolveRange({ from: "2025-06-14", to: today }, today)).toEqual({
      error: InsightsMessages.rangeTooLong,
    });
    expect(resolveRange({ from: "2025-06-15", to: today }, today)).toEqual({
      range: { from: "2025-06-15", to: today },
    });
  });
});

describe("figures", () => {
  it("divides only when there is something to divide by", () => {
    expect(ratio(1, 3)).toBe(0.3333);
    expect(ratio(0, 5)).toBe(0);
    expect(ratio(3, 0)).toBeNull();
    expect(rupees(0.1 + 0.2)).toBe(0.3);
  });

  it("writes rates as people read them", () => {
    expect(percentLabel(0.042)).toBe("4.2%");
    expect(percentLabel(0.3812)).toBe("38%");
    expect(percentLabel(0)).toBe("0%");
    expect(percentLabel(null)).toBe("–");
  });
});
