import { describe, expect, it } from "vitest";
import { currencySymbol, formatMoney } from "./money";

describe("currencySymbol (doc 3 §3)", () => {
  it.each([
    ["USD", "$"],
    ["EUR", "€"],
    ["GBP", "£"],
    ["JPY", "¥"],
    ["INR", "₹"],
    ["AUD", "A$"],
    ["CAD", "C$"],
    ["SGD", "S$"],
    ["AED", "AED"],
    ["CHF", "CHF"],
    ["CNY", "CN¥"],
    ["KRW", "₩"],
    ["SEK", "kr"],
    ["NZD", "NZ$"],
    ["XYZ", "XYZ"],
    ["inr", "₹"],
  ])("%s → %s", (code, symbol) => expect(currencySymbol(code)).toBe(symbol));

  it("defaults to INR", () => {
    expect(currencySymbol()).toBe("₹");
    expect(currencySymbol(null)).toBe("₹");
    expect(currencySymbol("")).toBe("₹");
  });
});

describe("formatMoney", () => {
  it.each<[number, string | null | undefined, string]>([
    [1299, "INR", "₹1,299"],
    [1234567.5, "INR", "₹12,34,567.5"],
    [99.999, "INR", "₹100"],
    [49.95, "USD", "$49.95"],
    [0, "INR", "₹0"],
    [10, "AUD", "A$10"],
    [120, "CHF", "CHF 120"],
    [75, "SEK", "kr 75"],
    [500, "XYZ", "XYZ 500"],
    [-250, "INR", "-₹250"],
    [-0.001, "INR", "₹0"],
    [Number.NaN, "INR", "₹0"],
    [800, undefined, "₹800"],
  ])("%d %s → %s", (amount, currency, text) => expect(formatMoney(amount, currency)).toBe(text));
});
