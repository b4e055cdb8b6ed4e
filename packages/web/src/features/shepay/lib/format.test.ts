import { describe, expect, it } from "vitest";
import { formatWhen, kindTone, recentMonths, signedMoney } from "./format";

describe("SHEPay formats", () => {
  it("spells out an entry's sign", () => {
    expect(signedMoney(3000)).toBe("+₹3,000");
    expect(signedMoney(-14.29)).toBe("−₹14.29");
    expect(signedMoney(0)).toBe("₹0");
  });

  it("offers the last twelve months in India's calendar, newest first", () => {
    // 31 Oct 2026 at 19:00 UTC is already 1 November in India.
    const months = recentMonths(new Date("2026-10-31T19:00:00Z"));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: "2026-11", label: "November 2026" });
    expect(months[11]?.value).toBe("2025-12");
  });

  it("writes times in India's time zone", () => {
    expect(formatWhen("2026-11-05T08:33:00Z")).toMatch(/5 Nov 2026.*2:03/);
  });

  it("tells money in from money out and moves between her pockets", () => {
    expect(kindTone("payment")).toBe("in");
    expect(kindTone("commission")).toBe("out");
    expect(kindTone("payout")).toBe("move");
  });
});
