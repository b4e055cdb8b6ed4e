import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  Accounts,
  basisPoints,
  IFSC_PATTERN,
  imbalance,
  maskPayoutMethod,
  monthOf,
  monthRange,
  nextWeeklyPayout,
  payoutWeekOf,
  pocketOf,
  previousMonth,
  ShepayDefaults,
  ShepayMessages,
  shareOf,
  splitSale,
  taxableWithin,
  UPI_PATTERN,
} from "./shepay";

const rates = {
  commission_percent: ShepayDefaults.commissionPercent,
  tcs_percent: ShepayDefaults.tcsPercent,
};

describe("commission and TCS in paise", () => {
  it("takes a percentage to the paisa, rounding half up", () => {
    expect(basisPoints(0.5)).toBe(50);
    expect(basisPoints(12.75)).toBe(1275);
    expect(shareOf(300_000, 5)).toBe(15_000);
    // 0.5% of ₹1.01 is 0.505 paise: half rounds up.
    expect(shareOf(101, 0.5)).toBe(1);
    // 0.5% of ₹0.99 is 0.495 paise: rounds down.
    expect(shareOf(99, 0.5)).toBe(0);
    // 5% of ₹3.30 is 16.5 paise → 17.
    expect(shareOf(330, 5)).toBe(17);
    // Floating point would say 1.1 × 3 = 3.3000000000000003; whole paise do not drift.
    expect(shareOf(110, 300)).toBe(330);
  });

  it("rounds the exact half up where floating rupees would round it down", () => {
    // 10% of ₹10.05 is ₹1.005, 100.5 paise; floating rupees keep ₹1.005 as 100.49999999999999 paise.
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(shareOf(1005, 10)).toBe(101);
    // The largest amount numeric(12,2) holds, at 33.33%.
    expect(shareOf(999_999_999_999, 33.33)).toBe(333_300_000_000);
  });

  it("finds the taxable value inside a GST-inclusive price", () => {
    expect(taxableWithin(105_000, 5)).toBe(100_000);
    expect(taxableWithin(1_000, 12)).toBe(893); // 8.9285… → 8.93, as the invoice prints it
    expect(taxableWithin(1_000, null)).toBe(1_000);
    expect(taxableWithin(1_000, 0)).toBe(1_000);
  });

  it("splits an unregistered shop's sale: commission on items only, no TCS", () => {
    const split = splitSale({
      lines: [{ line_total: 2_950, gst_rate: null }],
      shipping: 50,
      total: 3_000,
      registered: false,
      rates,
    });
    expect(split).toEqual({
      total: 300_000,
      commissionBase: 295_000,
      commission: 14_750,
      tcsBase: 0,
      tcs: 0,
      net: 285_250,
    });
  });

  it("splits a registered shop's sale: TCS on the value without GST, shipping at the highest rate", () => {
    const split = splitSale({
      lines: [
        { line_total: 1_050, gst_rate: 5 },
        { line_total: 1_120, gst_rate: 12 },
      ],
      shipping: 56,
      total: 2_226,
      registered: true,
      rates,
    });
    // 1050/1.05 = 1000, 1120/1.12 = 1000, 56/1.12 = 50 → 2050 taxable; 0.5% = ₹10.25.
    expect(split.tcsBase).toBe(205_000);
    expect(split.tcs).toBe(1_025);
    expect(split.commission).toBe(shareOf(217_000, 5));
    expect(split.net).toBe(222_600 - 10_850 - 1_025);
  });

  it("always leaves commission + TCS + net equal to the total, and nothing negative", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            paise: fc.integer({ min: 1, max: 10_000_000 }),
            gst: fc.constantFrom(null, 0, 3, 5, 12, 18, 28),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 20_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 500 }),
        (lines, shippingPaise, registered, commissionBp, tcsBp) => {
          const itemPaise = lines.reduce((sum, line) => sum + line.paise, 0);
          const split = splitSale({
            lines: lines.map((line) => ({ line_total: line.paise / 100, gst_rate: line.gst })),
            shipping: shippingPaise / 100,
            total: (itemPaise + shippingPaise) / 100,
            registered,
            rates: { commission_percent: commissionBp / 100, tcs_percent: tcsBp / 100 },
          });
          expect(split.total).toBe(itemPaise + shippingPaise);
          expect(split.commission + split.tcs + split.net).toBe(split.total);
          expect(split.commission).toBeGreaterThanOrEqual(0);
          expect(split.net).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(split.tcs)).toBe(true);
          if (!registered) expect(split.tcs).toBe(0);
        },
      ),
    );
  });
});

describe("a balanced transaction", () => {
  const legs = (...amounts: number[]) => amounts.map((amount, i) => ({ account: `a${i}`, amount }));

  it("accepts whole paise that sum to zero", () => {
    expect(imbalance(legs(-300_000, 285_250, 14_750))).toBeNull();
  });

  it("refuses sums other than zero, fractions of a paisa, zero entries and lone entries", () => {
    expect(imbalance(legs(-100, 99))).toMatch(/sum to -1 paise/);
    expect(imbalance(legs(-0.5, 0.5))).toMatch(/not a whole number/);
    expect(imbalance(legs(0, 0))).toMatch(/zero/);
    expect(imbalance(legs(100))).toMatch(/at least two/);
    expect(
      imbalance([
        { account: "", amount: 1 },
        { account: "b", amount: -1 },
      ]),
    ).toMatch(/account/);
  });
});

describe("accounts", () => {
  it("names a shop's pockets, a buyer and Saheli's accounts, and reads the pocket back", () => {
    expect(Accounts.available("s1")).toBe("shop:s1:available");
    expect(pocketOf(Accounts.pending("s1"))).toBe("pending");
    expect(pocketOf(Accounts.paidOut("s1"))).toBe("paid_out");
    expect(pocketOf(Accounts.buyer("b1"))).toBe("buyer");
    expect(pocketOf(Accounts.commission)).toBe("platform");
  });
});

describe("payout method", () => {
  it("accepts UPI IDs as name@handle", () => {
    for (const id of ["asha.devi@okaxis", "9876543210@ybl", "asha_loom-1@paytm"])
      expect(UPI_PATTERN.test(id)).toBe(true);
    for (const id of ["asha", "@okaxis", "asha@", "asha@ok axis", "a@b", "asha@@okaxis", "asha@1bank"])
      expect(UPI_PATTERN.test(id)).toBe(false);
  });

  it("accepts IFSC codes: four letters, a zero, six letters or digits", () => {
    expect(IFSC_PATTERN.test("HDFC0001234")).toBe(true);
    expect(IFSC_PATTERN.test("SBIN0ABC123")).toBe(true);
    for (const code of ["HDFC1001234", "HDF00001234", "HDFC000123", "hdfc0001234", "HDFC00012345"])
      expect(IFSC_PATTERN.test(code)).toBe(false);
  });

  it("shows only a masked form", () => {
    expect(maskPayoutMethod({ type: "upi", upi_id: "Asha.Devi@OKAXIS" })).toBe("UPI as••••@okaxis");
    expect(
      maskPayoutMethod({
        type: "bank",
        account_holder: "Asha Devi",
        account_number: "5010 0123 4567 89",
        ifsc: "hdfc0001234",
      }),
    ).toBe("HDFC ••••6789");
  });
});

describe("statement months in India's time zone", () => {
  it("starts a month at midnight IST", () => {
    const { start, end } = monthRange("2026-11");
    expect(start.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(end.toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(monthRange("2026-12").end.toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });

  it("puts an instant in its Indian month", () => {
    expect(monthOf(new Date("2026-10-31T18:29:59Z"))).toBe("2026-10");
    expect(monthOf(new Date("2026-10-31T18:30:00Z"))).toBe("2026-11");
    expect(previousMonth("2026-01")).toBe("2025-12");
    expect(() => monthRange("2026-13")).toThrow();
  });
});

describe("messages", () => {
  it("says how much can be withdrawn when a payout is too large", () => {
    expect(ShepayMessages.payoutAboveAvailable(2_836.61)).toContain("₹2,836.61");
    expect(ShepayMessages.payoutAboveAvailable(0)).toMatch(/Nothing is available/);
  });
});

describe("weekly payouts", () => {
  it("are asked for on the next Monday at 10:00 in India, never at the instant given", () => {
    // Wednesday 25 Nov 2026, 13:00 UTC → Monday 30 Nov, 10:00 IST (04:30 UTC).
    expect(nextWeeklyPayout(new Date("2026-11-25T13:00:00Z")).toISOString()).toBe("2026-11-30T04:30:00.000Z");
    // Monday before 10:00 IST: the same morning; at 10:00 exactly or after: the next week.
    expect(nextWeeklyPayout(new Date("2026-11-30T04:00:00Z")).toISOString()).toBe("2026-11-30T04:30:00.000Z");
    expect(nextWeeklyPayout(new Date("2026-11-30T04:30:00Z")).toISOString()).toBe("2026-12-07T04:30:00.000Z");
    // Sunday 23:00 IST is already Sunday evening in India though it is Sunday 17:30 UTC.
    expect(nextWeeklyPayout(new Date("2026-11-29T17:30:00Z")).toISOString()).toBe("2026-11-30T04:30:00.000Z");
    // Monday 02:00 IST is still Sunday in UTC.
    expect(nextWeeklyPayout(new Date("2026-11-29T20:30:00Z")).toISOString()).toBe("2026-11-30T04:30:00.000Z");
  });

  it("name their week by the Monday in India", () => {
    expect(payoutWeekOf(new Date("2026-11-30T04:30:00Z"))).toBe("2026-11-30");
  });
});
