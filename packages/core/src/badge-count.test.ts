import { describe, expect, it } from "vitest";
import { formatBadgeCount } from "./badge-count";

describe("formatBadgeCount (doc 3 §9)", () => {
  it.each<[number, boolean, string | null]>([
    [0, false, null],
    [-3, false, null],
    [Number.NaN, false, null],
    [1, false, "1"],
    [9, false, "9"],
    [10, false, "10"],
    [99, false, "99"],
    [100, false, "99+"],
    [2500, false, "99+"],
    [0, true, null],
    [9, true, "9"],
    [10, true, "9+"],
    [100, true, "9+"],
  ])("%d (small %s) → %s", (count, small, text) => expect(formatBadgeCount(count, small)).toBe(text));

  it("defaults to the large-screen cap", () => expect(formatBadgeCount(42)).toBe("42"));
});
