import { describe, expect, it } from "vitest";
import { amountInHindiWords, amountInWords, numberInHindiWords, numberInWords } from "./amount-in-words.js";

describe("numberInWords", () => {
  it.each([
    [0, "Zero"],
    [7, "Seven"],
    [19, "Nineteen"],
    [40, "Forty"],
    [99, "Ninety-Nine"],
    [100, "One Hundred"],
    [101, "One Hundred One"],
    [4049, "Four Thousand Forty-Nine"],
    [10_000, "Ten Thousand"],
    [100_000, "One Lakh"],
    [125_000, "One Lakh Twenty-Five Thousand"],
    [1_999_999, "Nineteen Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine"],
    [10_000_000, "One Crore"],
    [12_345_678, "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight"],
    [1_200_000_000, "One Hundred Twenty Crore"],
  ])("%i → %s", (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });
});

describe("amountInWords", () => {
  it("says rupees and only", () => {
    expect(amountInWords(4049)).toBe("Rupees Four Thousand Forty-Nine Only");
  });

  it("adds paise when there are any", () => {
    expect(amountInWords(1250.5)).toBe("Rupees One Thousand Two Hundred Fifty and Fifty Paise Only");
    expect(amountInWords(0.07)).toBe("Rupees Zero and Seven Paise Only");
  });

  it("rounds to the paisa, so floating-point sums read right", () => {
    expect(amountInWords(0.1 + 0.2)).toBe("Rupees Zero and Thirty Paise Only");
    expect(amountInWords(1999.999)).toBe("Rupees Two Thousand Only");
  });

  it("reads zero", () => {
    expect(amountInWords(0)).toBe("Rupees Zero Only");
  });
});

describe("amountInHindiWords", () => {
  it("says रुपये and मात्र, with each number below a hundred its own word", () => {
    expect(amountInHindiWords(4049)).toBe("रुपये चार हज़ार उनचास मात्र");
    expect(amountInHindiWords(125000)).toBe("रुपये एक लाख पच्चीस हज़ार मात्र");
    expect(amountInHindiWords(99)).toBe("रुपये निन्यानबे मात्र");
    expect(numberInHindiWords(12_34_56_789)).toBe("बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी");
  });

  it("adds पैसे when there are any, and rounds to the paisa", () => {
    expect(amountInHindiWords(10.5)).toBe("रुपये दस और पचास पैसे मात्र");
    expect(amountInHindiWords(0.1 + 0.2)).toBe("रुपये शून्य और तीस पैसे मात्र");
  });
});
