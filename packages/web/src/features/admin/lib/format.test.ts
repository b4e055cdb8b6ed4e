import { describe, expect, it } from "vitest";
import { shortDay, trendText } from "./format";

describe("trendText", () => {
  it("says the change, or that there is nothing to compare with", () => {
    expect(trendText(12, 30)).toBe("+12% on the previous 30 days");
    expect(trendText(-5, 7)).toBe("−5% on the previous 7 days");
    expect(trendText(0, 7)).toBe("Same as the previous 7 days");
    expect(trendText(null, 7)).toBe("Nothing to compare with in the previous 7 days");
  });
  it("names a day without shifting it by the time zone", () => {
    expect(shortDay("2026-11-02")).toBe("2 Nov");
  });
});
