import PDFDocument from "pdfkit";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { invoiceFigures } from "./gst.js";
import { renderInvoice } from "./invoice.js";
import { amount, money } from "./layout.js";
import { renderPackingSlip } from "./packing-slip.js";
import type { DocumentAddress, DocumentLine, InvoiceData, PackingSlipData } from "./types.js";

const sellerAddress: DocumentAddress = {
  name: "Meera Handlooms",
  line1: "D 47/12 Ramapura, Luxa Road",
  line2: null,
  city: "Varanasi",
  state: "Uttar Pradesh",
  pincode: "221010",
  country: "India",
  phone: "9415012345",
};
const buyer: DocumentAddress = {
  name: "प्रिया शर्मा",
  line1: "Flat 302, Sai Residency",
  line2: "Gomti Nagar",
  city: "Lucknow",
  state: "Uttar Pradesh",
  pincode: "226010",
  country: "India",
  phone: "9876543210",
};
const lines: DocumentLine[] = [
  {
    title: "बनारसी साड़ी",
    variant: "Red",
    hsn_code: "5007",
    gst_rate: 5,
    quantity: 1,
    unit_price: 3200,
    line_total: 3200,
  },
  {
    title: "Cotton dupatta",
    variant: null,
    hsn_code: "6214",
    gst_rate: 12,
    quantity: 2,
    unit_price: 360,
    line_total: 720,
  },
  {
    title: "Gift wrapping",
    variant: null,
    hsn_code: null,
    gst_rate: null,
    quantity: 1,
    unit_price: 50,
    line_total: 50,
  },
];
const intra: InvoiceData = {
  invoice_number: "2026-27/000042",
  invoice_date: new Date("2026-07-05T10:00:00Z"),
  order_number: "SAH-2026-000123",
  order_date: new Date("2026-07-04T08:00:00Z"),
  seller: {
    legal_name: "Meera Devi Handlooms",
    shop_name: "Meera's Weaves",
    gstin: "09ABCDE1234F1Z5",
    address: sellerAddress,
    email: "meera@example.in",
    phone: null,
  },
  buyer,
  lines,
  shipping: 79,
  total: 4049,
  currency: "INR",
  payment: "cod",
};
const inter: InvoiceData = {
  ...intra,
  buyer: { ...buyer, name: "Priya Sharma", city: "Bengaluru", state: "Karnataka", pincode: "560038" },
  payment: "razorpay",
};
const unregistered: InvoiceData = { ...intra, seller: { ...intra.seller, gstin: null, legal_name: "" } };

// What the documents draw, and in which face, read from the library's own text call.
let drawn: { text: string; font: string }[] = [];
const texts = () => drawn.map((d) => d.text);
const original = PDFDocument.prototype.text;
beforeEach(() => {
  drawn = [];
  vi.spyOn(PDFDocument.prototype, "text").mockImplementation(function (
    this: PDFKit.PDFDocument & { _font: { name: string } },
    ...args: Parameters<typeof original>
  ) {
    drawn.push({ text: String(args[0]), font: this._font.name });
    return original.apply(this, args);
  });
});
afterEach(() => vi.restoreAllMocks());

function expectPdf(pdf: Buffer): void {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.subarray(-6).toString("latin1")).toBe("%%EOF\n");
  const raw = pdf.toString("latin1");
  // Noto Sans embedded (TrueType outlines) with a Unicode map, so ₹ and Hindi copy out as text.
  expect(raw).toContain("/FontFile2");
  expect(raw).toContain("/ToUnicode");
  expect(raw.match(/\/FontFile2/g)).toHaveLength(2); // regular and bold, each embedded once
  expect(raw).not.toContain("Helvetica");
}

const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;

describe("renderInvoice", () => {
  it("issues a tax invoice with CGST and SGST within the seller's state", async () => {
    const pdf = await renderInvoice(intra);
    expectPdf(pdf);
    const figures = invoiceFigures(intra);
    expect(figures).toMatchObject({
      regime: "intra",
      taxable: 3811.02,
      cgst: 118.99,
      sgst: 118.99,
      total: 4049,
    });
    expect(texts()).toEqual(
      expect.arrayContaining([
        "Tax Invoice",
        "Meera Devi Handlooms",
        "Trading as Meera's Weaves",
        "GSTIN: 09ABCDE1234F1Z5",
        "2026-27/000042",
        "5 Jul 2026",
        "Uttar Pradesh (09)",
        "State: Uttar Pradesh, State code: 09",
        "प्रिया शर्मा",
        "बनारसी साड़ी",
        "CGST (₹)",
        "SGST (₹)",
        "@ 2.5%",
        "Shipping charges",
        money(figures.taxable, "INR"),
        "₹118.99",
        "₹4,049.00",
        "Rupees Four Thousand Forty-Nine Only",
        "Sold through Saheli (marketplace) · Order SAH-2026-000123 · Payment: Cash on delivery",
        "This is a computer-generated invoice; no signature is required.",
      ]),
    );
    expect(texts()).not.toContain("IGST (₹)");
    // Each line's taxable value is printed as computed.
    for (const line of figures.lines) expect(texts()).toContain(amount(line.taxable));
  });

  it("charges IGST when the parcel crosses a state border", async () => {
    const pdf = await renderInvoice(inter);
    expectPdf(pdf);
    const figures = invoiceFigures(inter);
    expect(figures).toMatchObject({ regime: "inter", igst: 237.98, cgst: 0, sgst: 0, total: 4049 });
    expect(texts()).toEqual(
      expect.arrayContaining(["Karnataka (29)", "IGST (₹)", "@ 5%", "@ 12%", "₹237.98"]),
    );
    expect(texts().some((t) => t.endsWith("Payment: Paid online"))).toBe(true);
    expect(texts()).not.toContain("CGST (₹)");
  });

  it("issues a bill of supply without tax from a seller with no GSTIN", async () => {
    const pdf = await renderInvoice(unregistered);
    expectPdf(pdf);
    expect(invoiceFigures(unregistered)).toMatchObject({ regime: "unregistered", tax: 0, total: 4049 });
    const all = texts();
    expect(all).toEqual(
      expect.arrayContaining([
        "Bill of Supply",
        "Seller not registered under GST",
        "Meera's Weaves",
        "₹4,049.00",
      ]),
    );
    expect(all).not.toContain("Tax Invoice");
    expect(all.filter((t) => /GST \(|GSTIN|Taxable|Reverse charge/.test(t))).toEqual([]);
  });

  it("speaks the reader's language, Hindi, with the amount in Hindi words; names and items stay as written", async () => {
    const pdf = await renderInvoice(intra, "hi");
    expectPdf(pdf);
    expect(texts()).toEqual(
      expect.arrayContaining([
        "टैक्स इनवॉइस",
        "प्राप्तकर्ता के लिए मूल प्रति",
        "इनवॉइस नंबर",
        "4 जुल॰ 2026",
        "बनारसी साड़ी",
        "कर-योग्य मूल्य",
        "कुल रकम",
        "रकम शब्दों में",
        "रुपये चार हज़ार उनचास मात्र",
        "यह कंप्यूटर से बना इनवॉइस है; इस पर हस्ताक्षर की ज़रूरत नहीं है।",
      ]),
    );
    expect(texts()).not.toContain("Tax Invoice");
  });

  it("continues a long order on further pages", async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ ...lines[1]!, title: `Dupatta ${i + 1}` }));
    const pdf = await renderInvoice({ ...intra, lines: many, shipping: 0, total: 40 * 720 });
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    // The table's header is repeated at the top of each page it continues on.
    expect(texts().filter((t) => t === "Taxable value (₹)").length).toBeGreaterThanOrEqual(2);
    expect(texts()).toContain(`Page ${pages} of ${pages}`);
    expect(texts()).toContain("Dupatta 40");
  });

  it("refuses to issue an invoice that disagrees with the order total", async () => {
    await expect(renderInvoice({ ...intra, total: 4000 })).rejects.toThrow(/4049.*4000/);
  });
});

describe("renderPackingSlip", () => {
  const slip: PackingSlipData = {
    order_number: "SAH-2026-000123",
    order_date: new Date("2026-07-04T08:00:00Z"),
    shop_name: "Meera's Weaves",
    ship_to: buyer,
    lines,
    payment: "cod",
    total: 4049,
    currency: "INR",
    carrier: "Delhivery",
    awb: "1234567890123",
  };

  it("tells the vendor what to pack, where it goes and the cash to collect", async () => {
    const pdf = await renderPackingSlip(slip);
    expectPdf(pdf);
    expect(texts()).toEqual(
      expect.arrayContaining([
        "Packing slip",
        "Meera's Weaves",
        "SAH-2026-000123",
        "4 Jul 2026",
        "प्रिया शर्मा",
        "Lucknow, Uttar Pradesh 226010",
        "Phone: 9876543210",
        "बनारसी साड़ी",
        "Total items: 4",
        "Delhivery",
        "1234567890123",
        "Payment: Cash on delivery",
      ]),
    );
    expect(drawn).toContainEqual({ text: "Collect ₹4,049.00 in cash", font: "NotoSans-Bold" });
  });

  it("speaks the shop's language, Hindi, and keeps what people wrote as written", async () => {
    const pdf = await renderPackingSlip(slip, "hi");
    expectPdf(pdf);
    expect(texts()).toEqual(
      expect.arrayContaining([
        "पैकिंग स्लिप",
        "Meera's Weaves",
        "ऑर्डर नंबर",
        "4 जुल॰ 2026",
        "भेजने का पता",
        "प्रिया शर्मा",
        "फ़ोन: 9876543210",
        "बनारसी साड़ी",
        "कुल सामान: 4",
        "कूरियर",
        "भुगतान: कैश ऑन डिलीवरी",
      ]),
    );
    expect(drawn).toContainEqual({ text: "₹4,049.00 नकद लें", font: "NotoSans-Bold" });
    expect(texts()).not.toContain("Packing slip");
  });

  it("says not to collect cash on a paid order, and leaves out an unknown courier", async () => {
    await renderPackingSlip({ ...slip, payment: "razorpay", carrier: null, awb: null });
    expect(texts()).toEqual(expect.arrayContaining(["Payment: Paid online", "Do not collect any cash"]));
    expect(texts().some((t) => t.startsWith("Collect"))).toBe(false);
    expect(texts()).not.toContain("AWB");
  });
});
