import { formatMoney } from "../../money";
import { ShepayMessages } from "../../shepay";
import { shepay as hiShepay } from "../hi/messages/shepay";
import type { WordGroup } from "./words";

type Slot = { listing: string; when: string };
type WithShop = Slot & { shop: string };
type ByName = Slot & { name: string };
type Reason = { reason: string | null };
type Money = { money: string };

const enWhy = (reason: string | null) => (reason ? `: ${reason}` : ".");
const hiWhy = (reason: string | null) => (reason ? `: ${reason}` : "।");

/**
 * A booking, as the buyer and the shop are told (times come formatted in the reader's language). `pay` and
 * `refund` are whole sentences that follow the message, with a space before them, or empty.
 */
export const BookingWords = {
  aBuyer: { en: () => "A buyer", hi: () => "एक ग्राहक" },
  payAtService: {
    en: (p: Money) => ` Pay ${p.money} at the service.`,
    hi: (p: Money) => ` सेवा के समय ${p.money} का भुगतान करें।`,
  },
  refunding: {
    en: (p: Money) => ` Your payment of ${p.money} is being refunded.`,
    hi: (p: Money) => ` आपके ${p.money} के भुगतान का रिफ़ंड किया जा रहा है।`,
  },
  joinHere: {
    en: (p: { url: string }) => `Join here: ${p.url}`,
    hi: (p: { url: string }) => `यहाँ जुड़ें: ${p.url}`,
  },
  inPerson: { en: () => "It is in person.", hi: () => "यह आमने-सामने होगा।" },
  linkToCome: {
    en: () => "The seller will send you the meeting link.",
    hi: () => "विक्रेता आपको मीटिंग का लिंक भेजेंगी।",
  },
  confirmed: { en: () => "Booking confirmed", hi: () => "बुकिंग की पुष्टि हुई" },
  confirmedText: {
    en: (p: WithShop & { pay: string; where: string }) =>
      `${p.listing} with ${p.shop}, ${p.when}.${p.pay} ${p.where}`,
    hi: (p: WithShop & { pay: string; where: string }) =>
      `${p.shop} के साथ ${p.listing}, ${p.when}।${p.pay} ${p.where}`,
  },
  newBooking: { en: () => "New booking", hi: () => "नई बुकिंग" },
  newBookingText: {
    en: (p: ByName) => `${p.name} booked ${p.listing}, ${p.when}.`,
    hi: (p: ByName) => `${p.name} ने ${p.listing} बुक किया, ${p.when}।`,
  },
  requested: { en: () => "Booking requested", hi: () => "बुकिंग का अनुरोध भेजा गया" },
  requestedText: {
    en: (p: WithShop) =>
      `${p.shop} will confirm your booking of ${p.listing}, ${p.when}. We will tell you as soon as they answer.`,
    hi: (p: WithShop) =>
      `${p.shop} ${p.listing} (${p.when}) की आपकी बुकिंग की पुष्टि करेगी। जवाब आते ही हम आपको बताएँगे।`,
  },
  newRequest: { en: () => "New booking request", hi: () => "बुकिंग का नया अनुरोध" },
  newRequestText: {
    en: (p: ByName & { by: string | null }) =>
      `${p.name} asks for ${p.listing}, ${p.when}. Please accept or decline by ${p.by ?? "the start"}; otherwise it is declined for you.`,
    hi: (p: ByName & { by: string | null }) =>
      `${p.name} ने ${p.listing} (${p.when}) के लिए अनुरोध किया है। कृपया ${p.by ?? "शुरू होने"} तक स्वीकार या नामंज़ूर करें; वरना यह अपने-आप नामंज़ूर हो जाएगा।`,
  },
  declined: { en: () => "Booking declined", hi: () => "बुकिंग नामंज़ूर" },
  declinedText: {
    en: (p: WithShop & Reason & { refund: string }) =>
      `${p.shop} could not take your booking of ${p.listing}, ${p.when}${enWhy(p.reason)}${p.refund}`,
    hi: (p: WithShop & Reason & { refund: string }) =>
      `${p.shop} ${p.listing} (${p.when}) की आपकी बुकिंग नहीं ले सकी${hiWhy(p.reason)}${p.refund}`,
  },
  requestLapsed: { en: () => "Booking request declined", hi: () => "बुकिंग का अनुरोध नामंज़ूर" },
  requestLapsedText: {
    en: (p: ByName) =>
      `${p.name}'s request for ${p.listing}, ${p.when}, was not answered in time and was declined.`,
    hi: (p: ByName) =>
      `${p.listing} (${p.when}) के लिए ${p.name} के अनुरोध का समय पर जवाब नहीं दिया गया, इसलिए वह नामंज़ूर हो गया।`,
  },
  cancelled: { en: () => "Booking cancelled", hi: () => "बुकिंग रद्द हुई" },
  unpaidText: {
    en: (p: Slot) =>
      `Your payment for ${p.listing}, ${p.when}, was not completed in time, so the time was released. Nothing was charged.`,
    hi: (p: Slot) =>
      `${p.listing} (${p.when}) के लिए आपका भुगतान समय पर पूरा नहीं हुआ, इसलिए यह समय छोड़ दिया गया। आपसे कोई पैसा नहीं लिया गया।`,
  },
  cancelledText: {
    en: (p: WithShop & Reason & { refund: string }) =>
      `Your booking of ${p.listing} with ${p.shop}, ${p.when}, was cancelled${enWhy(p.reason)}${p.refund}`,
    hi: (p: WithShop & Reason & { refund: string }) =>
      `${p.shop} के साथ ${p.listing} (${p.when}) की आपकी बुकिंग रद्द कर दी गई${hiWhy(p.reason)}${p.refund}`,
  },
  cancelledForShopText: {
    en: (p: ByName & Reason) =>
      `${p.name}'s booking of ${p.listing}, ${p.when}, was cancelled${enWhy(p.reason)}`,
    hi: (p: ByName & Reason) =>
      `${p.listing} (${p.when}) की ${p.name} की बुकिंग रद्द कर दी गई${hiWhy(p.reason)}`,
  },
  moved: { en: () => "Booking moved", hi: () => "बुकिंग का समय बदला" },
  movedText: {
    en: (p: WithShop & { was: string | null; where: string }) =>
      `${p.listing} with ${p.shop} is now ${p.when}${p.was ? ` (was ${p.was})` : ""}. ${p.where}`,
    hi: (p: WithShop & { was: string | null; where: string }) =>
      `${p.shop} के साथ ${p.listing} अब ${p.when} है${p.was ? ` (पहले ${p.was})` : ""}। ${p.where}`,
  },
  movedForShopText: {
    en: (p: ByName & { was: string | null }) =>
      `${p.name} moved ${p.listing} to ${p.when}${p.was ? ` (was ${p.was})` : ""}.`,
    hi: (p: ByName & { was: string | null }) =>
      `${p.name} ने ${p.listing} का समय बदलकर ${p.when} कर दिया${p.was ? ` (पहले ${p.was})` : ""}।`,
  },
  reminder: {
    en: (p: { listing: string; soon: boolean }) => `${p.soon ? "In 1 hour" : "Tomorrow"}: ${p.listing}`,
    hi: (p: { listing: string; soon: boolean }) => `${p.soon ? "1 घंटे में" : "कल"}: ${p.listing}`,
  },
  reminderText: {
    en: (p: WithShop & { clock: string; where: string }) =>
      `${p.listing} with ${p.shop} at ${p.clock} (${p.when}). ${p.where}`,
    hi: (p: WithShop & { clock: string; where: string }) =>
      `${p.shop} के साथ ${p.listing}, ${p.clock} पर (${p.when})। ${p.where}`,
  },
  reminderForShopText: {
    en: (p: ByName & { clock: string }) => `${p.name}'s booking of ${p.listing} at ${p.clock} (${p.when}).`,
    hi: (p: ByName & { clock: string }) => `${p.name} की ${p.listing} की बुकिंग, ${p.clock} पर (${p.when})।`,
  },
  calendarTitle: {
    en: (p: { listing: string; with: string | null }) => `${p.listing} with ${p.with}`,
    hi: (p: { listing: string; with: string | null }) => `${p.with} के साथ ${p.listing}`,
  },
  bookedOnSaheli: { en: () => "Booked on Saheli.", hi: () => "सहेली पर बुक किया गया।" },
  online: { en: () => "Online", hi: () => "ऑनलाइन" },
  mail: {
    en: (p: { message: string; url: string }) => `${p.message}\n\nSee the booking: ${p.url}\n\n— Saheli`,
    hi: (p: { message: string; url: string }) => `${p.message}\n\nबुकिंग देखें: ${p.url}\n\n— सहेली`,
  },
} as const satisfies WordGroup;

const hiMoney = (amount: number) => formatMoney(amount, "INR", "hi-IN");
type Amount = { amount: number };

/** SHEPay's payouts and monthly statements, as the shop's owner is told. */
export const PayoutWords = {
  sent: { en: () => "Payout sent", hi: () => "पेआउट भेज दिया गया" },
  sentText: {
    en: (p: Amount & { method: string; reference: string }) =>
      `${formatMoney(p.amount, "INR")} was sent to ${p.method} (reference ${p.reference}).`,
    hi: (p: Amount & { method: string; reference: string }) =>
      `${hiMoney(p.amount)} ${p.method} पर भेज दिए गए (रेफ़रेंस ${p.reference})।`,
  },
  reachedText: {
    en: (p: Amount & { method: string; reference: string }) =>
      `${formatMoney(p.amount, "INR")} reached ${p.method} (reference ${p.reference}).`,
    hi: (p: Amount & { method: string; reference: string }) =>
      `${hiMoney(p.amount)} ${p.method} पर पहुँच गए (रेफ़रेंस ${p.reference})।`,
  },
  notSent: { en: () => "Payout not sent", hi: () => "पेआउट नहीं भेजा गया" },
  notSentText: {
    en: (p: Amount & { reason: string }) =>
      `Your payout of ${formatMoney(p.amount, "INR")} could not be sent: ${p.reason}. The money is still in your available balance.`,
    hi: (p: Amount & { reason: string }) =>
      `आपका ${hiMoney(p.amount)} का पेआउट नहीं भेजा जा सका: ${p.reason}। पैसे अब भी आपके उपलब्ध बैलेंस में हैं।`,
  },
  onItsWay: { en: () => ShepayMessages.payoutSentTitle, hi: () => hiShepay.payoutSentTitle },
  onItsWayText: {
    en: (p: Amount & { method: string }) => ShepayMessages.payoutSent(p.amount, p.method),
    hi: (p: Amount & { method: string }) =>
      `${hiMoney(p.amount)} ${p.method} पर भेजे जा रहे हैं; बैंक से पुष्टि होते ही हम आपको बताएँगे।`,
  },
  bouncedText: {
    en: (p: Amount & { reason: string }) => ShepayMessages.payoutBounced(p.amount, p.reason),
    hi: (p: Amount & { reason: string }) =>
      `आपका ${hiMoney(p.amount)} का पेआउट आप तक नहीं पहुँचा: ${p.reason}। पैसे वापस आपके उपलब्ध बैलेंस में आ गए हैं।`,
  },
  weekly: { en: () => ShepayMessages.weeklyPayoutTitle, hi: () => hiShepay.weeklyPayoutTitle },
  weeklyText: {
    en: (p: Amount & { method: string }) => ShepayMessages.weeklyPayout(p.amount, p.method),
    hi: (p: Amount & { method: string }) =>
      `सहेली ने ${p.method} पर आपके ${hiMoney(p.amount)} के हफ़्ते के पेआउट का अनुरोध किया है। भेजे जाने पर आपको बताया जाएगा।`,
  },
  mail: {
    en: (p: { message: string; url: string }) => `${p.message}\n\nSee your wallet: ${p.url}\n\n— Saheli`,
    hi: (p: { message: string; url: string }) => `${p.message}\n\nअपना वॉलेट देखें: ${p.url}\n\n— सहेली`,
  },
} as const satisfies WordGroup;

type Statement = {
  shop: string;
  month: string;
  sales: string;
  refunds: string;
  commission: string;
  commissionPercent: number;
  tcs: string;
  tcsPercent: number;
  payouts: string;
  available: string;
  pending: string;
  pdf: string;
  csv: string;
  settings: string;
};

/** The monthly SHEPay statement by e-mail; amounts and the month come formatted in her language. */
export const StatementWords = {
  subject: {
    en: (p: { shop: string; month: string }) => `Your SHEPay statement for ${p.month} · ${p.shop}`,
    hi: (p: { shop: string; month: string }) => `${p.month} का आपका SHEPay स्टेटमेंट · ${p.shop}`,
  },
  mail: {
    en: (p: Statement) =>
      [
        `Here is ${p.shop}'s SHEPay statement for ${p.month}.`,
        "",
        `Sales paid: ${p.sales}`,
        `Refunds: ${p.refunds}`,
        `Commission (${p.commissionPercent}%): ${p.commission}`,
        `TCS (${p.tcsPercent}%, GST-registered shops only): ${p.tcs}`,
        `Payouts: ${p.payouts}`,
        `Available at the end of the month: ${p.available}`,
        `Pending at the end of the month: ${p.pending}`,
        "",
        `Statement (PDF): ${p.pdf}`,
        `Every entry (CSV): ${p.csv}`,
        "",
        `You get this because monthly statements are on in ${p.settings}.`,
        "",
        "— Saheli",
      ].join("\n"),
    hi: (p: Statement) =>
      [
        `${p.month} के लिए ${p.shop} का SHEPay स्टेटमेंट यह है।`,
        "",
        `मिली हुई बिक्री: ${p.sales}`,
        `रिफ़ंड: ${p.refunds}`,
        `कमीशन (${p.commissionPercent}%): ${p.commission}`,
        `TCS (${p.tcsPercent}%, सिर्फ़ GST में रजिस्टर्ड शॉप के लिए): ${p.tcs}`,
        `पेआउट: ${p.payouts}`,
        `महीने के अंत में उपलब्ध: ${p.available}`,
        `महीने के अंत में बाकी: ${p.pending}`,
        "",
        `स्टेटमेंट (PDF): ${p.pdf}`,
        `हर एंट्री (CSV): ${p.csv}`,
        "",
        `यह आपको इसलिए मिला क्योंकि ${p.settings} में मासिक स्टेटमेंट चालू हैं।`,
        "",
        "— सहेली",
      ].join("\n"),
  },
} as const satisfies WordGroup;

/** A video connection (Zoom, Google) that stopped working. */
export const ConnectionWords = {
  reconnect: {
    en: (p: { name: string }) => `Reconnect ${p.name}`,
    hi: (p: { name: string }) => `${p.name} फिर से कनेक्ट करें`,
  },
  reconnectText: {
    en: (p: { name: string }) =>
      `Saheli can no longer make ${p.name} meetings for your bookings: the connection has expired or was revoked. Until you connect ${p.name} again in your shop settings, new bookings say “The link will be sent by the seller”.`,
    hi: (p: { name: string }) =>
      `सहेली अब आपकी बुकिंग के लिए ${p.name} मीटिंग नहीं बना सकती: कनेक्शन की अवधि ख़त्म हो गई है या उसे हटा दिया गया है। जब तक आप अपनी शॉप की सेटिंग्स में ${p.name} को फिर से कनेक्ट नहीं करतीं, नई बुकिंग में लिखा रहेगा “लिंक विक्रेता भेजेंगी”।`,
  },
} as const satisfies WordGroup;
