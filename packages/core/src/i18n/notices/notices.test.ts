import { describe, expect, it } from "vitest";
import { formatMoney } from "../../money";
import { DataExportWords, NewsletterWords, SignInCodeWords, VerificationWords } from "./account";
import { BookingWords, ConnectionWords, PayoutWords, StatementWords } from "./commerce";
import { InvoiceWords, PackingSlipWords, StatementPdfWords } from "./documents";
import { OrderWords } from "./orders";
import { CallWords, RadioWords, SocialWords } from "./social";
import { JobWords, ModerationWords, SupportWords } from "./team";
import { compose, say, storedLanguage, textIn, type WordGroup } from "./words";

const groups: Record<string, WordGroup> = {
  DataExportWords,
  NewsletterWords,
  SignInCodeWords,
  VerificationWords,
  BookingWords,
  ConnectionWords,
  PayoutWords,
  StatementWords,
  OrderWords,
  PackingSlipWords,
  InvoiceWords,
  StatementPdfWords,
  CallWords,
  RadioWords,
  SocialWords,
  JobWords,
  ModerationWords,
  SupportWords,
};

/** Any value a message asks for: a short word (numbers read as words format as 0); a kind is a post. */
const anything = new Proxy(
  {},
  { get: (_, key) => (key === Symbol.toPrimitive ? undefined : key === "kind" ? "post" : "X") },
);

describe("what the server says, in English and Hindi", () => {
  it("has Hindi words (in Devanagari) for every English message", () => {
    for (const [name, group] of Object.entries(groups)) {
      for (const [key, words] of Object.entries(group)) {
        const en = words.en(anything);
        const hi = words.hi(anything);
        expect(en.trim(), `${name}.${key}`).not.toBe("");
        expect(hi, `${name}.${key}`).toMatch(/[\u0900-\u097F]/);
        expect(hi, `${name}.${key}`).not.toContain("undefined");
      }
    }
  });

  it("renders a message in every language and picks hers; a plain string is the same in all", () => {
    const placed = say(OrderWords.placedText, {
      n: "SAH-2026-000001",
      shop: "Asha's Loom",
      amount: 100050,
      currency: "INR",
      cod: true,
    });
    expect(textIn(placed, "en")).toBe("Order SAH-2026-000001 from Asha's Loom: ₹1,00,050, cash on delivery.");
    expect(textIn(placed, "hi")).toBe("Asha's Loom से ऑर्डर SAH-2026-000001: ₹1,00,050, कैश ऑन डिलीवरी।");
    expect(textIn("Her own words", "hi")).toBe("Her own words");
    expect(say(SocialWords.reaction)).toEqual({ en: "New reaction", hi: "नया रिएक्शन" });
    expect(compose((language) => `${language}!`)).toEqual({ en: "en!", hi: "hi!" });
  });

  it("reads a stored language, English for anything else", () => {
    expect(storedLanguage("hi")).toBe("hi");
    expect(storedLanguage("fr")).toBe("en");
    expect(storedLanguage(null)).toBe("en");
  });

  it("formats money in Hindi with Latin digits and the Indian grouping", () => {
    expect(formatMoney(123456.5, "INR", "hi-IN")).toBe("₹1,23,456.5");
    expect(formatMoney(123456.5, "INR")).toBe("₹1,23,456.5");
  });
});
