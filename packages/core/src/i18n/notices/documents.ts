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
