import { financialYear, taxWithin } from "@saheli/core/orders";
import type { InvoiceData } from "./types.js";

/** GST state codes, the first two digits of a GSTIN. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  // Before the 2020 merger into 26; GSTINs issued then still start with 25.
  "25": "Daman and Diu",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  // Andhra Pradesh before Telangana was formed; today's Andhra Pradesh is 37.
  "28": "Andhra Pradesh (old)",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
};

/** "The Dadra & Nagar Haveli…", "WEST BENGAL", "Tamil Nadu." → one spelling to compare. */
function stateKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z]+/g, " ")
    .trim()
    .replace(/^the /, "");
}

const OLD_NAMES: Record<string, string> = {
  orissa: "21",
  pondicherry: "34",
  uttaranchal: "05",
  "nct of delhi": "07",
  "new delhi": "07",
  "dadra and nagar haveli": "26",
  "daman and diu": "26",
};

const CODE_BY_STATE = new Map<string, string>([
  ...Object.entries(GST_STATE_CODES)
    .filter(([code]) => code !== "25" && code !== "28")
    .map(([code, name]) => [stateKey(name), code] as [string, string]),
  ...Object.entries(OLD_NAMES),
]);

/** The GST state code of a state's name, or null for a name that is not an Indian state or territory. */
export function stateCode(state: string): string | null {
  return CODE_BY_STATE.get(stateKey(state)) ?? null;
}

/** Inclusive-of-tax amounts split into taxable value and tax: same state CGST + SGST, else IGST. */
export type TaxRegime = "intra" | "inter" | "unregistered";

export type TaxLine = {
  title: string;
  variant: string | null;
  hsn: string | null;
  quantity: number;
  unit_price: number;
  /** Per cent; null when no rate applies (an unregistered seller, or a line without one). */
  rate: number | null;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  amount: number;
};

export type InvoiceFigures = {
  regime: TaxRegime;
  financial_year: string;
  place_of_supply: { state: string; code: string | null };
  lines: TaxLine[];
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  total: number;
};

// Sums are kept in paise so that the totals add up to the order total exactly.
const toPaise = (rupees: number) => Math.round(rupees * 100);
const toRupees = (paise: number) => paise / 100;

function regimeOf(data: InvoiceData, supplyCode: string | null): TaxRegime {
  if (!data.seller.gstin) return "unregistered";
  // The GSTIN says where the seller is registered; the address is the fallback for a malformed one.
  const fromGstin = data.seller.gstin.slice(0, 2);
  const sellerCode =
    fromGstin in GST_STATE_CODES
      ? fromGstin
      : data.seller.address
        ? stateCode(data.seller.address.state)
        : null;
  return sellerCode !== null && sellerCode === supplyCode ? "intra" : "inter";
}

function split(amount: number, rate: number | null, regime: TaxRegime) {
  if (regime === "unregistered" || rate === null) return { taxable: amount, cgst: 0, sgst: 0, igst: 0 };
  const { taxable, tax } = taxWithin(amount, rate);
  if (regime === "inter") return { taxable, cgst: 0, sgst: 0, igst: tax };
  // An odd paisa of tax goes to CGST, so the halves still add up to the tax.
  const sgstPaise = Math.floor(toPaise(tax) / 2);
  return { taxable, cgst: toRupees(toPaise(tax) - sgstPaise), sgst: toRupees(sgstPaise), igst: 0 };
}

/** Every figure a tax invoice or bill of supply prints, from an order whose prices include GST. */
export function invoiceFigures(data: InvoiceData): InvoiceFigures {
  const supplyCode = stateCode(data.buyer.state);
  const regime = regimeOf(data, supplyCode);
  const taxed = regime !== "unregistered";
  const lines: TaxLine[] = data.lines.map((line) => {
    const rate = taxed ? line.gst_rate : null;
    return {
      title: line.title,
      variant: line.variant,
      hsn: line.hsn_code,
      quantity: line.quantity,
      unit_price: line.unit_price,
      rate,
      amount: line.line_total,
      ...split(line.line_total, rate, regime),
    };
  });
  if (data.shipping > 0) {
    // Delivery charged with the goods is part of their supply (CGST Act s.8): a composite supply takes the rate
    // of its principal item, a mixed one the highest rate. The highest line rate is right for single-rate
    // parcels, follows s.8(b) for mixed ones, and never under-charges tax.
    const rate = taxed ? Math.max(0, ...lines.map((line) => line.rate ?? 0)) : null;
    lines.push({
      title: "Shipping charges",
      variant: null,
      hsn: null,
      quantity: 1,
      unit_price: data.shipping,
      rate,
      amount: data.shipping,
      ...split(data.shipping, rate, regime),
    });
  }
  const sum = (pick: (line: TaxLine) => number) =>
    toRupees(lines.reduce((total, line) => total + toPaise(pick(line)), 0));
  const [cgst, sgst, igst] = [sum((l) => l.cgst), sum((l) => l.sgst), sum((l) => l.igst)];
  const taxable = sum((l) => l.taxable);
  const tax = toRupees(toPaise(cgst) + toPaise(sgst) + toPaise(igst));
  return {
    regime,
    financial_year: financialYear(data.invoice_date),
    place_of_supply: {
      state: supplyCode ? GST_STATE_CODES[supplyCode]! : data.buyer.state,
      code: supplyCode,
    },
    lines,
    taxable,
    cgst,
    sgst,
    igst,
    tax,
    total: toRupees(toPaise(taxable) + toPaise(tax)),
  };
}
