import { normaliseOrderNumber, OrderMessages, OrderRules } from "./orders";

/**
 * The support assistant (doc 2 §2 "Support chat widget", §4 "Support assistant", §6 audiences, §7 `POST /api/ai-chat`,
 * §8 "Chat and assistant", §9 "Support chat context: last 5 messages"; doc 3 §2.12).
 */
export const ASSISTANT_AUDIENCES = ["customer", "vendor", "admin"] as const;
export type AssistantAudience = (typeof ASSISTANT_AUDIENCES)[number];

export const AssistantLimits = {
  /** Doc 2 §9: the last 5 messages go with each question as context. */
  contextMessages: 5,
  messageMax: 2000,
  /** Doc 2 §5: an order number needs at least 3 characters. */
  orderNumberMinChars: 3,
  /** Articles cited with one answer. */
  sources: 3,
  relatedProducts: 3,
  communityPosts: 2,
  /** Doc 2 §9 file limits: 50 MB in general, 10 MB for an image. */
  fileMaxBytes: 50 * 1024 * 1024,
  imageMaxBytes: 10 * 1024 * 1024,
  attachmentsMax: 4,
  /** A voice note longer than this stops recording by itself. */
  voiceMaxSeconds: 120,
} as const;

/**
 * Doc 3 §2.12: the floating AI button opens the assistant through a window event. Any page may open it:
 * `window.dispatchEvent(new CustomEvent(ASSISTANT_OPEN_EVENT, { detail: { topic?: string } }))`.
 */
export const ASSISTANT_OPEN_EVENT = "saheli:open-assistant";

export const AssistantMessages = {
  tooltip: "Need help? Ask AI Assistant",
  /** Doc 2 §5 and §8, the same words the orders use. */
  invalidOrderNumber: OrderMessages.invalidNumber,
  orderNotFound: OrderMessages.notFound,
  orderFetchFailed: "Unable to fetch order right now. Please try again later.",
  failure:
    "I'm sorry, I'm having trouble connecting right now. Please try again or contact our support team.",
  orderPrompt: "Please type your order number (it looks like SAH-2026-000123) and I'll look it up.",
  returnPrompt: `Returns can be asked for within ${OrderRules.returnWindowDays} days of delivery. Please type the order number you want to return (it looks like SAH-2026-000123) and I'll check it.`,
  signInForOrders:
    "Please sign in first: an order is shown only to the person who bought it and to the shop that sold it.",
  emptyMessage: "Message cannot be empty",
  micUnavailable: "Voice notes need a microphone. Please allow microphone access, or type your question.",
  tooLong: `Please keep your message under ${AssistantLimits.messageMax} characters`,
} as const;

/** The return window in the words the orders use, from the same rule (`OrderRules.returnWindowDays`). */
export function returnWindowSentence(): string {
  return `You can ask for a return within ${OrderRules.returnWindowDays} days of delivery.`;
}

/** The last day a delivered order can be returned, or null when it is not delivered. */
export function returnDeadline(deliveredAt: string | Date | null): Date | null {
  if (!deliveredAt) return null;
  const at = typeof deliveredAt === "string" ? new Date(deliveredAt) : deliveredAt;
  return new Date(at.getTime() + OrderRules.returnWindowDays * 86_400_000);
}

export type AssistantTopic = {
  id: string;
  label: string;
  /** What she is taken to have asked when she presses the topic. */
  question: string;
  /** The order topics ask for an order number and take her next message as one (doc 2 §4). */
  asksOrderNumber?: boolean;
  /** The pages of Saheli where she does what the topic is about. */
  links?: readonly { label: string; href: string }[];
};

/** Doc 2 §6: each audience's six quick topics; the first three are shown as buttons. */
export const ASSISTANT_TOPICS: Record<AssistantAudience, readonly AssistantTopic[]> = {
  customer: [
    {
      id: "order_status",
      label: "Order status",
      question: "Where is my order?",
      links: [{ label: "Your orders", href: "/commerce/orders" }],
      asksOrderNumber: true,
    },
    {
      id: "return_refund",
      label: "Returns & refunds",
      question: "How do I return an order and get a refund?",
      links: [{ label: "Your orders", href: "/commerce/orders" }],
      asksOrderNumber: true,
    },
    {
      id: "payment_help",
      label: "Payment help",
      question: "How do I pay for my order, by UPI, card or cash on delivery?",
      links: [{ label: "Your cart", href: "/cart" }],
    },
    { id: "product_info", label: "Product info", question: "How do I find products and read reviews?" },
    {
      id: "shipping_info",
      label: "Shipping info",
      question: "How much is shipping and how is my order delivered?",
    },
    {
      id: "account_help",
      label: "Account help",
      question: "How do I sign in and manage my account?",
      links: [{ label: "Settings", href: "/settings" }],
    },
  ],
  vendor: [
    {
      id: "listing_help",
      label: "Listing help",
      question: "How do I add products, digital downloads and services?",
      links: [{ label: "Your products", href: "/vendor/products" }],
    },
    {
      id: "sales_analytics",
      label: "Sales analytics",
      question: "Where do I see my shop's orders and sales?",
      links: [
        { label: "Shop analytics", href: "/vendor/analytics" },
        { label: "Shop orders", href: "/vendor/orders" },
      ],
    },
    {
      id: "payment_issues",
      label: "Payment issues",
      question: "How are payments, cash on delivery and refunds handled for my shop?",
      links: [{ label: "SHEPay wallet", href: "/shepay/wallet" }],
    },
    {
      id: "policy_help",
      label: "Policy help",
      question: "What are the rules for returns and refunds I must follow as a seller?",
      links: [{ label: "Shop settings", href: "/vendor/settings" }],
    },
    {
      id: "marketing_tips",
      label: "Marketing tips",
      question: "How do I get more people to find my shop?",
      links: [{ label: "Your reviews", href: "/vendor/reviews" }],
    },
    {
      id: "inventory_help",
      label: "Inventory help",
      question: "How do I manage stock for my listings?",
      links: [{ label: "Your products", href: "/vendor/products" }],
    },
  ],
  admin: [
    {
      id: "user_management",
      label: "User management",
      question: "How are members verified, blocked and reported?",
      links: [
        { label: "Verification queue", href: "/admin/verifications" },
        { label: "Reports", href: "/admin/reports" },
      ],
    },
    {
      id: "system_status",
      label: "System status",
      question: "Is Saheli working normally?",
      links: [{ label: "Admin dashboard", href: "/admin" }],
    },
    {
      id: "analytics",
      links: [{ label: "Admin dashboard", href: "/admin" }],
      label: "Analytics",
      question: "Where are the platform's figures?",
    },
    {
      id: "content_moderation",
      label: "Content moderation",
      question: "How are reported posts and profiles handled?",
      links: [{ label: "Reports", href: "/admin/reports" }],
    },
    {
      id: "financial_reports",
      label: "Financial reports",
      question: "How are payments, payouts and refunds recorded?",
      links: [{ label: "Payouts", href: "/admin/payouts" }],
    },
    {
      id: "platform_settings",
      label: "Platform settings",
      question: "Which settings can admins change?",
      links: [
        { label: "Policies", href: "/admin/policies" },
        { label: "Help articles", href: "/admin/help" },
        { label: "Broadcasts", href: "/admin/broadcast" },
      ],
    },
  ],
};

export const QUICK_TOPICS_SHOWN = 3;

export function quickTopics(audience: AssistantAudience): readonly AssistantTopic[] {
  return ASSISTANT_TOPICS[audience].slice(0, QUICK_TOPICS_SHOWN);
}

export function topicById(id: string): AssistantTopic | null {
  for (const audience of ASSISTANT_AUDIENCES) {
    const found = ASSISTANT_TOPICS[audience].find((topic) => topic.id === id);
    if (found) return found;
  }
  return null;
}

/** Doc 2 §4: the bot's greeting depends on who she is. */
export const ASSISTANT_GREETINGS: Record<AssistantAudience, string> = {
  customer:
    "Hi! I'm Saheli's assistant. Ask me about your orders, returns, payments or shopping, and I'll answer from our help centre and your own orders.",
  vendor:
    "Hi! I'm Saheli's assistant for sellers. Ask me about your listings, orders, payments and shop settings, and I'll answer from our help centre and your shop's orders.",
  admin:
    "Hi! I'm Saheli's assistant for admins. Ask me about members, moderation, orders and payments, and I'll answer from our help centre.",
};

/** Who the assistant speaks to, from the sign-in role (`admin`, `vendor`, `user`) or a profile role code. */
export function audienceOfRole(role: string | null | undefined): AssistantAudience {
  if (role === "admin" || role === "A") return "admin";
  if (role === "vendor" || role === "V") return "vendor";
  return "customer";
}

/** The order number she typed, as the orders module spells it, if her text holds one. */
export function findOrderNumber(text: string): string | null {
  const match = /SAH[\s-]*\d{4}[\s-]*\d{6,}/i.exec(text);
  if (!match) return null;
  return normaliseOrderNumber(match[0].replace(/[\s-]+/g, "").replace(/^SAH(\d{4})/i, "SAH-$1-"));
}

/**
 * Her reply to "type your order number": the spec's message when it is under 3 characters (doc 2 §5), else the
 * number to look up (written as the orders module spells it when it can be one).
 */
export function orderNumberReply(
  text: string,
): { ok: true; orderNumber: string } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed.length < AssistantLimits.orderNumberMinChars)
    return { ok: false, message: AssistantMessages.invalidOrderNumber };
  return { ok: true, orderNumber: findOrderNumber(trimmed) ?? trimmed.toUpperCase() };
}

const SHOPPING =
  /\b(buy|buying|purchase|shop for|looking for|where (can|do) i (find|get)|do you (have|sell)|anyone sell(ing)?|recommend|suggest|gift|price of|show me)\b/i;
const ADVICE = /\b(tips?|advice|ideas?|grow|marketing|promote|customers?|community|mentor|network(ing)?)\b/i;

/** Whether her question asks for things to buy (listings, shops) or for the community's experience (posts). */
export function questionIntent(text: string): { products: boolean; advice: boolean } {
  return { products: SHOPPING.test(text), advice: ADVICE.test(text) };
}

const FILLER = new Set(
  "a an the i me my we our you your is are was were be to of in on for at by with and or any some can could would should do does did how what where when which who why please want need looking look find get buy buying purchase shop sell selling show recommend suggest gift price have has there this that it its from about am".split(
    " ",
  ),
);

/** The words of a shopping question that name the thing ("where can I buy a silk saree?" → "silk saree"). */
export function productTerms(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter((word) => word.length > 1 && !FILLER.has(word))
    .slice(0, 6)
    .join(" ");
}

/** A question's words that carry meaning, for choosing the sentences of an article that answer it. */
export function meaningfulWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter((word) => word.length > 2 && !FILLER.has(word));
}

const stem = (word: string) => word.replace(/(ing|ed|es|s)$/, "");

/**
 * The sentences of an article that answer her question best, in the article's order: those sharing most
 * meaningful words with it, the article's first sentence when none do.
 */
export function answerSentences(content: string, question: string, max = 3): string[] {
  const sentences = content.match(/[^.!?]+[.!?]+(\s|$)/g)?.map((s) => s.trim()) ?? [content];
  const wanted = new Set(meaningfulWords(question).map(stem));
  const scored = sentences.map((sentence, index) => ({
    sentence,
    index,
    score: meaningfulWords(sentence).filter((word) => wanted.has(stem(word))).length,
  }));
  const best = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index);
  return (best.length > 0 ? best : scored.slice(0, 2)).map((s) => s.sentence);
}

/** Doc 2 §9: the context sent with a question is her conversation's last 5 messages. */
export function contextOf<T>(messages: readonly T[]): T[] {
  return messages.slice(-AssistantLimits.contextMessages);
}

/** Her words as the help articles spell them: a few everyday phrasings mapped to the articles' vocabulary. */
const PHRASINGS: [RegExp, string][] = [
  [/\badd(s)?\b/g, "add adding"],
  [/\bmoney back\b/g, "refund"],
  [/\blog ?in\b|\blogin\b|\bpassword\b|\botp\b/g, "sign in code"],
  [/\bcod\b/g, "cash on delivery"],
  [/\b(parcel|courier|dispatch)\b/g, "shipping delivery"],
  [/\btrack\b/g, "tracking"],
  [/\bcancel\b/g, "cancel cancelling"],
  [/\bselfie\b/g, "selfie verification"],
  [/\b(rejected|refused)\b/g, "declined"],
];

/** Words every shopping question carries and nearly every help article too; they only blur which article answers. */
const GENERIC = new Set([
  "bought",
  "item",
  "items",
  "thing",
  "things",
  "something",
  "saheli",
  "app",
  "website",
]);

/** The question as the help-centre search reads it (see `articlesFor` on the server). */
export function retrievalText(question: string): string {
  let text = question.toLowerCase();
  for (const [pattern, words] of PHRASINGS) text = text.replace(pattern, (found) => `${found} ${words}`);
  const kept = text.split(/\s+/).filter((word) => !GENERIC.has(word.replace(/[^\p{L}\p{N}]/gu, "")));
  return kept.length > 0 ? kept.join(" ") : question;
}
