import type { LedgerKind, ShopPocket } from "../../shepay";
import type { WordGroup } from "./words";

type Order = { n: string };

/**
 * The packing slip a shop packs an order by, in her language (names, addresses and items stay as written; HSN and
 * AWB are the same in both, as the glossary keeps them).
 */
export const PackingSlipWords = {
  title: { en: () => "Packing slip", hi: () => "पैकिंग स्लिप" },
  packed: { en: () => "Packed", hi: () => "पैक किया" },
  item: { en: () => "Item", hi: () => "सामान" },
  quantity: { en: () => "Qty", hi: () => "मात्रा" },
  carrier: { en: () => "Carrier", hi: () => "कूरियर" },
  orderNumber: { en: () => "Order no.", hi: () => "ऑर्डर नंबर" },
  orderDate: { en: () => "Order date", hi: () => "ऑर्डर की तारीख" },
  items: { en: () => "Items", hi: () => "कुल सामान" },
  shipTo: { en: () => "Ship to", hi: () => "भेजने का पता" },
  phone: {
    en: (p: { phone: string }) => `Phone: ${p.phone}`,
    hi: (p: { phone: string }) => `फ़ोन: ${p.phone}`,
  },
  payment: {
    en: (p: { cod: boolean }) => `Payment: ${p.cod ? "Cash on delivery" : "Paid online"}`,
    hi: (p: { cod: boolean }) => `भुगतान: ${p.cod ? "कैश ऑन डिलीवरी" : "ऑनलाइन हो चुका है"}`,
  },
  collect: {
    en: (p: { money: string }) => `Collect ${p.money} in cash`,
    hi: (p: { money: string }) => `${p.money} नकद लें`,
  },
  collectNothing: { en: () => "Do not collect any cash", hi: () => "कोई नकद पैसा न लें" },
  totalItems: {
    en: (p: { count: number }) => `Total items: ${p.count}`,
    hi: (p: { count: number }) => `कुल सामान: ${p.count}`,
  },
  soldThrough: {
    en: (p: Order) => `Sold through Saheli (marketplace) · Order ${p.n}`,
    hi: (p: Order) => `सहेली बाज़ार के ज़रिए बेचा गया · ऑर्डर ${p.n}`,
  },
  document: { en: (p: Order) => `Packing slip ${p.n}`, hi: (p: Order) => `पैकिंग स्लिप ${p.n}` },
} as const satisfies WordGroup;

type Percent = { percent: number };

/** The monthly SHEPay statement as PDF, in the shop owner's language (the CSV keeps English column names). */
export const StatementPdfWords = {
  title: { en: () => "SHEPay statement", hi: () => "SHEPay स्टेटमेंट" },
  document: {
    en: (p: { month: string }) => `SHEPay statement ${p.month}`,
    hi: (p: { month: string }) => `SHEPay स्टेटमेंट ${p.month}`,
  },
  rates: {
    en: (p: Percent & { tcs: string }) => `Commission ${p.percent}% of item value · ${p.tcs}`,
    hi: (p: Percent & { tcs: string }) => `सामान की कीमत पर ${p.percent}% कमीशन · ${p.tcs}`,
  },
  tcsRegistered: {
    en: (p: Percent & { gstin: string }) =>
      `TCS ${p.percent}% of net taxable value (GST s.52; your GSTIN ${p.gstin})`,
    hi: (p: Percent & { gstin: string }) =>
      `कुल कर-योग्य मूल्य पर TCS ${p.percent}% (GST धारा 52; आपका GSTIN ${p.gstin})`,
  },
  tcsUnregistered: {
    en: (p: Percent) => `TCS ${p.percent}% (only for GST-registered shops; none collected from you)`,
    hi: (p: Percent) => `TCS ${p.percent}% (सिर्फ़ GST में रजिस्टर्ड शॉप के लिए; आपसे कोई TCS नहीं लिया गया)`,
  },
  generated: {
    en: (p: { date: string }) => `Generated ${p.date}`,
    hi: (p: { date: string }) => `बनाया गया: ${p.date}`,
  },
  balances: { en: () => "Balances", hi: () => "बैलेंस" },
  opening: { en: () => "Opening", hi: () => "शुरुआत में" },
  closing: { en: () => "Closing", hi: () => "अंत में" },
  thisMonth: { en: () => "This month", hi: () => "इस महीने" },
  salesPaid: { en: () => "Sales paid", hi: () => "मिली हुई बिक्री" },
  refunds: { en: () => "Refunds", hi: () => "रिफ़ंड" },
  commission: { en: () => "Commission", hi: () => "कमीशन" },
  tcsCollected: { en: () => "TCS collected", hi: () => "लिया गया TCS" },
  payouts: { en: () => "Payouts", hi: () => "पेआउट" },
  date: { en: () => "Date", hi: () => "तारीख" },
  kind: { en: () => "Kind", hi: () => "प्रकार" },
  details: { en: () => "Details", hi: () => "विवरण" },
  pocket: { en: () => "Pocket", hi: () => "बैलेंस" },
  amount: { en: () => "Amount (₹)", hi: () => "रकम (₹)" },
  noEntries: { en: () => "No entries this month.", hi: () => "इस महीने कोई एंट्री नहीं।" },
} as const satisfies WordGroup;

/** Hindi for core's `PocketLabels` and `LedgerKindLabels` (English is core's own). */
export const hiPocketLabels = {
  pending: "होल्ड पर",
  available: "उपलब्ध",
  paid_out: "पेआउट हो चुका",
  owed: "सहेली को देय",
  cash: "नकद मिला",
  buyer: "आपके भुगतान",
} as const satisfies Record<ShopPocket | "buyer", string>;

export const hiLedgerKindLabels = {
  payment: "ऑनलाइन भुगतान",
  cod_collected: "कैश ऑन डिलीवरी",
  commission: "कमीशन",
  tcs: "TCS",
  release: "उपलब्ध हुआ",
  refund: "रिफ़ंड",
  settle: "कैश ऑर्डर के शुल्क",
  payout: "पेआउट",
} as const satisfies Record<LedgerKind, string>;

/** The GST invoice (or bill of supply) in the language of the person who downloads it. */
export const InvoiceWords = {
  taxInvoice: { en: () => "Tax Invoice", hi: () => "टैक्स इनवॉइस" },
  billOfSupply: { en: () => "Bill of Supply", hi: () => "बिल ऑफ़ सप्लाई" },
  original: { en: () => "Original for recipient", hi: () => "प्राप्तकर्ता के लिए मूल प्रति" },
  unregistered: { en: () => "Seller not registered under GST", hi: () => "विक्रेता GST में रजिस्टर्ड नहीं है" },
  soldBy: { en: () => "Sold by", hi: () => "विक्रेता" },
  tradingAs: {
    en: (p: { shop: string }) => `Trading as ${p.shop}`,
    hi: (p: { shop: string }) => `कारोबार का नाम: ${p.shop}`,
  },
  invoiceNumber: { en: () => "Invoice no.", hi: () => "इनवॉइस नंबर" },
  invoiceDate: { en: () => "Invoice date", hi: () => "इनवॉइस की तारीख" },
  orderNumber: { en: () => "Order no.", hi: () => "ऑर्डर नंबर" },
  orderDate: { en: () => "Order date", hi: () => "ऑर्डर की तारीख" },
  placeOfSupply: { en: () => "Place of supply", hi: () => "सप्लाई का स्थान" },
  reverseCharge: { en: () => "Reverse charge", hi: () => "रिवर्स चार्ज" },
  no: { en: () => "No", hi: () => "नहीं" },
  billTo: { en: () => "Bill to / Ship to", hi: () => "बिल और डिलीवरी का पता" },
  phone: {
    en: (p: { phone: string }) => `Phone: ${p.phone}`,
    hi: (p: { phone: string }) => `फ़ोन: ${p.phone}`,
  },
  state: {
    en: (p: { state: string; code: string | null }) =>
      p.code ? `State: ${p.state}, State code: ${p.code}` : `State: ${p.state}`,
    hi: (p: { state: string; code: string | null }) =>
      p.code ? `राज्य: ${p.state}, राज्य कोड: ${p.code}` : `राज्य: ${p.state}`,
  },
  item: { en: () => "Item", hi: () => "सामान" },
  quantity: { en: () => "Qty", hi: () => "मात्रा" },
  amount: { en: () => "Amount (₹)", hi: () => "रकम (₹)" },
  unitPrice: { en: () => "Unit price (₹)", hi: () => "एक की कीमत (₹)" },
  priceWithGst: { en: () => "Price incl. GST (₹)", hi: () => "GST सहित कीमत (₹)" },
  taxableColumn: { en: () => "Taxable value (₹)", hi: () => "कर-योग्य मूल्य (₹)" },
  taxable: { en: () => "Taxable value", hi: () => "कर-योग्य मूल्य" },
  totalTax: { en: () => "Total tax", hi: () => "कुल टैक्स" },
  grandTotal: { en: () => "Grand total", hi: () => "कुल रकम" },
  inWords: { en: () => "Amount in words", hi: () => "रकम शब्दों में" },
  taxNote: {
    en: () => "Prices include GST. Shipping is taxed at the highest rate among the items.",
    hi: () => "कीमतों में GST शामिल है। शिपिंग पर सामान की सबसे ऊँची दर से टैक्स लगा है।",
  },
  footer: {
    en: (p: { n: string; cod: boolean }) =>
      `Sold through Saheli (marketplace) · Order ${p.n} · Payment: ${p.cod ? "Cash on delivery" : "Paid online"}`,
    hi: (p: { n: string; cod: boolean }) =>
      `सहेली बाज़ार के ज़रिए बेचा गया · ऑर्डर ${p.n} · भुगतान: ${p.cod ? "कैश ऑन डिलीवरी" : "ऑनलाइन भुगतान"}`,
  },
  noSignature: {
    en: () => "This is a computer-generated invoice; no signature is required.",
    hi: () => "यह कंप्यूटर से बना इनवॉइस है; इस पर हस्ताक्षर की ज़रूरत नहीं है।",
  },
} as const satisfies WordGroup;
