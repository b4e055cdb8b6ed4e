import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, minutesLeft, variantText } from "./format";

describe("order formats", () => {
  it("writes dates the Indian way", () => {
    expect(formatDay("2026-03-05T10:15:00Z")).toBe("5 Mar 2026");
    expect(formatDateTime("2026-03-05T10:15:00Z")).toMatch(/5 Mar 2026/);
    expect(formatDay("not a date")).toBe("");
  });

  it("lists a line's choices, or nothing", () => {
    expect(variantText({ Size: "M", Colour: "Indigo" })).toBe("Size: M, Colour: Indigo");
    expect(variantText({})).toBeNull();
    expect(variantText(null)).toBeNull();
  });

  it("counts the minutes left to pay, rounding up and never below zero", () => {
    const now = new Date("2026-03-05T10:00:00Z");
    expect(minutesLeft("2026-03-05T10:29:10Z", now)).toBe(30);
    expect(minutesLeft("2026-03-05T10:00:00Z", now)).toBe(0);
    expect(minutesLeft("2026-03-05T09:00:00Z", now)).toBe(0);
  });
});
