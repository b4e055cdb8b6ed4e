import PDFDocument from "pdfkit";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type StatementData, statementPdf } from "./statement.js";

const data: StatementData = {
  shop: { name: "Meera's Weaves", tax_id: null },
  month: "2026-11",
  generated_at: new Date("2026-12-01T04:30:00Z"),
  rates: { commission_percent: 5, tcs_percent: 1 } as StatementData["rates"],
  opening: { pending: 0, available: 100_000, paid_out: 0, owed: 0 },
  closing: { pending: 0, available: 50_000, paid_out: 50_000, owed: 0 },
  totals: { sales: 0, refunds: 0, commission: 0, tcs: 0, payouts: 50_000 },
  entries: [
    {
      at: new Date("2026-11-16T06:00:00Z"),
      kind: "payout",
      pocket: "paid_out",
      amount: 50_000,
      order_number: null,
      memo: "Payout to UPI ••••@okaxis, reference UTR123",
    },
  ],
};

let drawn: string[] = [];
const original = PDFDocument.prototype.text;
beforeEach(() => {
  drawn = [];
  vi.spyOn(PDFDocument.prototype, "text").mockImplementation(function (
    this: PDFKit.PDFDocument,
    ...args: Parameters<typeof original>
  ) {
    drawn.push(String(args[0]));
    return original.apply(this, args);
  });
});
afterEach(() => vi.restoreAllMocks());

describe("the SHEPay statement PDF", () => {
  it("is in English by default, as it always was", async () => {
    const pdf = await statementPdf(data);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(drawn).toEqual(
      expect.arrayContaining([
        "SHEPay statement",
        "November 2026",
        "BALANCES",
        "THIS MONTH",
        "Payout",
        "Paid out",
      ]),
    );
  });

  it("speaks her language, Hindi, with the month and dates in hi-IN; a ledger entry's details stay as recorded", async () => {
    await statementPdf(data, "hi");
    expect(drawn).toEqual(
      expect.arrayContaining([
        "SHEPay स्टेटमेंट",
        "नवंबर 2026",
        "बैलेंस",
        "इस महीने",
        "पेआउट",
        "पेआउट हो चुका",
        "Payout to UPI ••••@okaxis, reference UTR123",
        "सामान की कीमत पर 5% कमीशन · TCS 1% (सिर्फ़ GST में रजिस्टर्ड शॉप के लिए; आपसे कोई TCS नहीं लिया गया)",
        "बनाया गया: 1 दिस॰ 2026",
      ]),
    );
    expect(drawn).not.toContain("BALANCES");
  });
});
