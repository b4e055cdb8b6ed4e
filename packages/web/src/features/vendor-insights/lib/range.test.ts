import { InsightsMessages } from "@saheli/core/vendor-insights";
import { describe, expect, it } from "vitest";
import { checkCustom, paramsOf, rangeFromParams, rangeLabel, shortDay } from "./range";

const today = "2026-06-15";
const from = (query: string) => rangeFromParams(new URLSearchParams(query), today);

describe("the range in the address", () => {
  it("reads presets and custom ranges, and falls back to the last 30 days", () => {
    expect(from("days=7")).toEqual({ from: "2026-06-09", to: today });
    expect(from("days=90")).toEqual({ from: "2026-03-18", to: today });
    expect(from("from=2026-01-01&to=2026-01-31")).toEqual({ from: "2026-01-01", to: "2026-01-31" });
    expect(from("")).toEqual({ from: "2026-05-17", to: today });
    expect(from("days=12")).toEqual({ from: "2026-05-17", to: today });
    expect(from("from=2026-02-30&to=2026-03-01")).toEqual({ from: "2026-05-17", to: today });
    expect(from("from=2024-01-01&to=2026-01-01")).toEqual({ from: "2026-05-17", to: today });
  });

  it("writes presets and custom ranges back", () => {
    expect(paramsOf({ preset: 90 }).toString()).toBe("days=90");
    expect(paramsOf({ from: "2026-01-01", to: "2026-01-31" }).toString()).toBe(
      "from=2026-01-01&to=2026-01-31",
    );
  });
});

describe("the custom range form", () => {
  it("says what is wrong in the server's words", () => {
    expect(checkCustom("", today, today)).toEqual({ error: InsightsMessages.badDate });
    expect(checkCustom("2026-06-16", today, today)).toEqual({ error: InsightsMessages.rangeOrder });
    expect(checkCustom("2025-01-01", today, today)).toEqual({ error: InsightsMessages.rangeTooLong });
    expect(checkCustom("2026-06-01", today, today)).toEqual({ range: { from: "2026-06-01", to: today } });
  });
});

describe("labels", () => {
  it("names days and ranges as people write them", () => {
    expect(shortDay("2026-06-05")).toBe("5 Jun");
    expect(rangeLabel({ from: "2026-06-01", to: "2026-06-30" })).toBe("1 Jun – 30 Jun 2026");
    expect(rangeLabel({ from: "2025-12-20", to: "2026-01-10" })).toBe("20 Dec 2025 – 10 Jan 2026");
    expect(rangeLabel({ from: "2026-06-01", to: "2026-06-01" })).toBe("1 Jun 2026");
  });
});
