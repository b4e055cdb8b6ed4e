import { formatMoney } from "../../money";
import type { WordGroup } from "./words";

type Order = { n: string };
type FromShop = Order & { shop: string };
type Money = { amount: number; currency: string | null };
type Why = Order & { reason: string | null };

const enWhy = (reason: string | null) => (reason ? `: ${reason}` : ".");
const hiWhy = (reason: string | null) => (reason ? `: ${reason}` : "।");

/** What the buyer and the shop are told about an order, in the app, by push and by e-mail. */
export const OrderWords = {
  paymentReceived: { en: () => "Payment received", hi: () => "भुगतान मिल गया" },
  paymentReceivedText: {
    en: (p: FromShop) => `Your payment went through: order ${p.n} from ${p.shop} is confirmed.`,
    hi: (p: FromShop) => `आपका भुगतान हो गया: ${p.shop} से ऑर्डर ${p.n} की पुष्टि हो गई है।`,
  },
  confirmed: { en: () => "Order confirmed", hi: () => "ऑर्डर की पुष्टि हुई" },
  confirmedText: {
    en: (p: FromShop) => `${p.shop} confirmed order ${p.n}.`,
    hi: (p: FromShop) => `${p.shop} ने ऑर्डर ${p.n} की पुष्टि कर दी है।`,
  },
  packed: { en: () => "Order packed", hi: () => "ऑर्डर पैक हो गया" },
  packedText: {
    en: (p: Order) => `Order ${p.n} is packed and will ship soon.`,
    hi: (p: Order) => `ऑर्डर ${p.n} पैक हो गया है और जल्द ही भेजा जाएगा।`,
  },
  shipped: { en: () => "Order shipped", hi: () => "ऑर्डर भेज दिया गया" },
  shippedText: {
    en: (p: Order & { carrier: string | null; awb: string | null }) =>
      `Order ${p.n} is on its way with ${p.carrier} (tracking number ${p.awb}).`,
    hi: (p: Order & { carrier: string | null; awb: string | null }) =>
      `ऑर्डर ${p.n} ${p.carrier} से आपके पास आ रहा है (ट्रैकिंग नंबर ${p.awb})।`,
  },
  outForDelivery: { en: () => "Out for delivery", hi: () => "डिलीवरी के लिए निकला" },
  outForDeliveryText: {
    en: (p: Order) => `Order ${p.n} arrives today.`,
    hi: (p: Order) => `ऑर्डर ${p.n} आज आप तक पहुँच जाएगा।`,
  },
  delivered: { en: () => "Delivered", hi: () => "डिलीवर हो गया" },
  deliveredText: {
    en: (p: Order) => `Order ${p.n} was delivered. Enjoy!`,
    hi: (p: Order) => `ऑर्डर ${p.n} डिलीवर हो गया। आनंद लें!`,
  },
  cancelled: { en: () => "Order cancelled", hi: () => "ऑर्डर रद्द हुआ" },
  cancelledText: {
    en: (p: Why & { refunding: boolean }) =>
      `Order ${p.n} was cancelled${enWhy(p.reason)}${p.refunding ? " Your payment is being refunded." : ""}`,
    hi: (p: Why & { refunding: boolean }) =>
      `ऑर्डर ${p.n} रद्द कर दिया गया${hiWhy(p.reason)}${p.refunding ? " आपके भुगतान का रिफ़ंड किया जा रहा है।" : ""}`,
  },
  buyerCancelledText: {
    en: (p: Order) => `The buyer cancelled order ${p.n}.`,
    hi: (p: Order) => `ग्राहक ने ऑर्डर ${p.n} रद्द कर दिया।`,
  },
  returnApproved: { en: () => "Return approved", hi: () => "रिटर्न मंज़ूर" },
  returnApprovedText: {
    en: (p: FromShop) => `${p.shop} approved the return of order ${p.n}.`,
    hi: (p: FromShop) => `${p.shop} ने ऑर्डर ${p.n} का रिटर्न मंज़ूर कर दिया है।`,
  },
  returnDeclined: { en: () => "Return declined", hi: () => "रिटर्न नामंज़ूर" },
  returnDeclinedText: {
    en: (p: FromShop) => `${p.shop} declined the return of order ${p.n}.`,
    hi: (p: FromShop) => `${p.shop} ने ऑर्डर ${p.n} का रिटर्न नामंज़ूर कर दिया है।`,
  },
  refunded: { en: () => "Refund on its way", hi: () => "रिफ़ंड आ रहा है" },
  refundedText: {
    en: (p: Order & Money) => `Order ${p.n} was refunded: ${formatMoney(p.amount, p.currency)}.`,
    hi: (p: Order & Money) =>
      `ऑर्डर ${p.n} का रिफ़ंड कर दिया गया: ${formatMoney(p.amount, p.currency, "hi-IN")}।`,
  },
  returnRequested: { en: () => "Return requested", hi: () => "रिटर्न का अनुरोध" },
  returnRequestedText: {
    en: (p: Order & { reason: string | null }) => `A return was requested for order ${p.n}: ${p.reason}`,
    hi: (p: Order & { reason: string | null }) => `ऑर्डर ${p.n} का रिटर्न माँगा गया है: ${p.reason}`,
  },
  paid: { en: () => "Order paid", hi: () => "ऑर्डर का भुगतान हुआ" },
  paidText: {
    en: (p: Order) => `Order ${p.n} was paid online. Please pack it.`,
    hi: (p: Order) => `ऑर्डर ${p.n} का ऑनलाइन भुगतान हो गया है। कृपया इसे पैक करें।`,
  },
  placed: { en: () => "Order placed", hi: () => "ऑर्डर हो गया" },
  placedText: {
    en: (p: FromShop & Money & { cod: boolean }) =>
      p.cod
        ? `Order ${p.n} from ${p.shop}: ${formatMoney(p.amount, p.currency)}, cash on delivery.`
        : `Order ${p.n} from ${p.shop}: ${formatMoney(p.amount, p.currency)}. It is confirmed once the payment goes through.`,
    hi: (p: FromShop & Money & { cod: boolean }) =>
      p.cod
        ? `${p.shop} से ऑर्डर ${p.n}: ${formatMoney(p.amount, p.currency, "hi-IN")}, कैश ऑन डिलीवरी।`
        : `${p.shop} से ऑर्डर ${p.n}: ${formatMoney(p.amount, p.currency, "hi-IN")}। भुगतान होते ही इसकी पुष्टि हो जाएगी।`,
  },
  newOrder: { en: () => "New order", hi: () => "नया ऑर्डर" },
  newOrderText: {
    en: (p: FromShop & Money & { buyer: string | null }) =>
      `${p.buyer} ordered from ${p.shop}: ${p.n}, ${formatMoney(p.amount, p.currency)}, cash on delivery.`,
    hi: (p: FromShop & Money & { buyer: string | null }) =>
      `${p.buyer} ने ${p.shop} से ऑर्डर किया: ${p.n}, ${formatMoney(p.amount, p.currency, "hi-IN")}, कैश ऑन डिलीवरी।`,
  },
  mail: {
    en: (p: { message: string; url: string }) => `${p.message}\n\nSee the order: ${p.url}\n\n— Saheli`,
    hi: (p: { message: string; url: string }) => `${p.message}\n\nऑर्डर देखें: ${p.url}\n\n— सहेली`,
  },
} as const satisfies WordGroup;
