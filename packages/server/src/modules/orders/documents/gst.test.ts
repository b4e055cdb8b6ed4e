import { describe, expect, it } from "vitest";
import { GST_STATE_CODES, invoiceFigures, stateCode } from "./gst.js";
import type { DocumentAddress, DocumentLine, InvoiceData } from "./types.js";

const address = (state: string): DocumentAddress => ({
  name: "Asha Verma",
  line1: "12 Lanka Road",
  line2: null,
  city: "Varanasi",
  state,
  pincode: "221005",
  country: "India",
  phone: "9876543210",
});

const line = (over: Partial<DocumentLine>): DocumentLine => ({
  title: "Banarasi saree",
  variant: null,
  hsn_code: "5007",
  gst_rate: 5,
  quantity: 1,
  unit_price: 1050,
  line_total: 1050,
  ...over,
});

const order = (over: Partial<InvoiceData> = {}): InvoiceData => ({
  invoice_number: "2026-27/000001",
  invoice_date: new Date("2026-07-05T10:00:00Z"),
  order_number: "SAH-2026-000123",
  order_date: new Date("2026-07-04T10:00:00Z"),
  seller: {
    legal_name: "Meera Handlooms",
    shop_name: "Meera's Weaves",
    gstin: "09ABCDE1234F1Z5",
    address: address("Uttar Pradesh"),
    email: null,
    phone: null,
  },
  buyer: address("Uttar Pradesh"),
  lines: [line({})],
  shipping: 0,
  total: 1050,
  currency: "INR",
  payment: "cod",
  ...over,
});

describe("stateCode", () => {
  it("finds the code however the state is spelled", () => {
    expect(stateCode("Uttar Pradesh")).toBe("09");
    expect(stateCode("WEST BENGAL")).toBe("19");
    expect(stateCode("Jammu & Kashmir")).toBe("01");
    expect(stateCode("The Dadra and Nagar Haveli and Daman and Diu")).toBe("26");
    expect(stateCode("Orissa")).toBe("21");
    expect(stateCode("Andhra Pradesh")).toBe("37");
    expect(stateCode("Ladakh")).toBe("38");
  });

  it("knows no code for a place outside India", () => {
    expect(stateCode("California")).toBeNull();
  });

  it("lists every code from 01 to 38", () => {
    expect(Object.keys(GST_STATE_CODES).sort()).toEqual(
      Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, "0")),
    );
  });
});

describe("invoiceFigures", () => {
  it("splits tax within the price into CGST and SGST in the seller's own state", () => {
    const figures = invoiceFigures(order());
    expect(figures.regime).toBe("intra");
    expect(figures.place_of_supply).toEqual({ state: "Uttar Pradesh", code: "09" });
    expect(figures.lines[0]).toMatchObject({ rate: 5, taxable: 1000, cgst: 25, sgst: 25, igst: 0 });
    expect(figures).toMatchObject({ taxable: 1000, cgst: 25, sgst: 25, igst: 0, tax: 50, total: 1050 });
  });

  it("charges IGST when the parcel goes to another state", () => {
    const figures = invoiceFigures(order({ buyer: address("Karnataka") }));
    expect(figures.regime).toBe("inter");
    expect(figures.place_of_supply.code).toBe("29");
    expect(figures).toMatchObject({ taxable: 1000, cgst: 0, sgst: 0, igst: 50, tax: 50 });
  });

  it("takes the seller's state from her GSTIN before her address", () => {
    const seller = { ...order().seller, gstin: "27ABCDE1234F1Z5" };
    expect(invoiceFigures(order({ seller })).regime).toBe("inter");
  });

  it("gives an odd paisa to CGST so the halves add up", () => {
    // 10 at 12%: taxable 8.93, tax 1.07.
    const figures = invoiceFigures(order({ lines: [line({ line_total: 10, gst_rate: 12 })], total: 10 }));
    expect(figures.lines[0]).toMatchObject({ taxable: 8.93, cgst: 0.54, sgst: 0.53 });
    expect(figures.total).toBe(10);
  });

  it("taxes shipping at the highest line rate and still adds up to the order total", () => {
    const lines = [
      line({ quantity: 3, unit_price: 333.33, line_total: 999.99, gst_rate: 12 }),
      line({ title: "Bindi set", hsn_code: null, gst_rate: 3, unit_price: 99.5, line_total: 99.5 }),
      line({ title: "Gift card", hsn_code: null, gst_rate: null, unit_price: 500, line_total: 500 }),
    ];
    const figures = invoiceFigures(order({ lines, shipping: 79, total: 1678.49 }));
    const shipping = figures.lines[3]!;
    expect(shipping).toMatchObject({ title: "Shipping charges", rate: 12, amount: 79, taxable: 70.54 });
    expect(figures.lines[2]).toMatchObject({ rate: null, taxable: 500, cgst: 0, sgst: 0 });
    expect(figures.total).toBe(1678.49);
    expect(Math.round((figures.taxable + figures.tax) * 100)).toBe(167849);
    expect(figures.tax).toBe(Math.round((figures.cgst + figures.sgst) * 100) / 100);
  });

  it("shows no tax for a seller without a GSTIN", () => {
    const seller = { ...order().seller, gstin: null };
    const figures = invoiceFigures(order({ seller, shipping: 50, total: 1100 }));
    expect(figures.regime).toBe("unregistered");
    expect(figures.lines.map((l) => [l.rate, l.taxable])).toEqual([
      [null, 1050],
      [null, 50],
    ]);
    expect(figures).toMatchObject({ tax: 0, taxable: 1100, total: 1100 });
  });

  it("names the financial year of the invoice date in India's time zone", () => {
    expect(invoiceFigures(order({ invoice_date: new Date("2027-03-31T19:00:00Z") })).financial_year).toBe(
      "2027-28",
    );
    expect(invoiceFigures(order()).financial_year).toBe("2026-27");
  });
});
