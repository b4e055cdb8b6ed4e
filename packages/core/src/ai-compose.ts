/**
 * "Create with AI" (doc 1 §4 AI dialog, §7 AI text generation, §8, §9 AI tokens and temperature): a template or
 * her own prompt, a tone and a length; a chat model when the operator configured one, else Saheli's own
 * templates filled from her profile and shop — never from anyone else's.
 */

export const AI_TONES = ["professional", "casual", "inspiring", "educational", "personal"] as const;
export type AiTone = (typeof AI_TONES)[number];

/** Doc 1 §9: the temperature each tone is sent with. */
export const ToneTemperature: Record<AiTone, number> = {
  professional: 0.3,
  casual: 0.7,
  inspiring: 0.8,
  educational: 0.4,
  personal: 0.6,
};

export const ToneLabels: Record<AiTone, string> = {
  professional: "Professional",
  casual: "Casual",
  inspiring: "Inspiring",
  educational: "Educational",
  personal: "Personal",
};

export const AI_LENGTHS = ["short", "medium", "long"] as const;
export type AiLength = (typeof AI_LENGTHS)[number];

/** Doc 1 §9: the answer's token budget per length. */
export const LengthTokens: Record<AiLength, number> = { short: 150, medium: 300, long: 500 };
export const LengthLabels: Record<AiLength, string> = { short: "Short", medium: "Medium", long: "Long" };

export const AiComposeLimits = {
  promptMax: 500,
  timeoutMs: 10_000,
  /** Model calls a person may make in a day (compose and suggestions together); templates are not counted. */
  dailyModelCalls: 60,
  copiedMs: 2_000,
} as const;

export const AiComposeMessages = {
  /** Doc 1 §8. */
  failed: "Sorry, I couldn't generate content right now. Please try again.",
  templateAnswered:
    "The AI writer isn't available right now, so a Saheli template wrote this. Edit it to make it yours.",
  /** No model is configured here: the text is Saheli's own template, and she should know it. */
  templateWrote: "A Saheli template wrote this from your profile and shop. Edit it to make it yours.",
  quotaUsed: "You've used today's AI writing. A Saheli template wrote this one; the AI is back tomorrow.",
  needPromptOrTemplate: "Choose a template or write what the post should be about.",
  copied: "Copied!",
} as const;

/** What the templates and the model may know: hers only. */
export type ComposerFacts = {
  firstName: string;
  shopName: string | null;
  city: string | null;
  category: string | null;
  /** A few of her listings on sale, newest first. */
  listings: { title: string; price: string }[];
  headline: string | null;
};

export const AI_TEMPLATE_IDS = [
  "saree-seller",
  "baker",
  "coach",
  "jewellery-maker",
  "boutique",
  "home-chef",
  "beautician",
  "product-launch",
  "festive-offer",
  "behind-the-scenes",
  "customer-thanks",
  "business-tip",
  "milestone",
] as const;
export type AiTemplateId = (typeof AI_TEMPLATE_IDS)[number];

export type AiTemplate = {
  id: AiTemplateId;
  title: string;
  description: string;
  /** "business": written for a kind of business; "moment": for any business. */
  group: "business" | "moment";
  /** What the model is asked to write. */
  brief: string;
};

export const AI_TEMPLATES: readonly AiTemplate[] = [
  {
    id: "saree-seller",
    title: "Saree seller",
    description: "A new weave or drape in your collection",
    group: "business",
    brief: "a post introducing sarees from her collection: the weave, the fabric, the occasion to wear them",
  },
  {
    id: "baker",
    title: "Home baker",
    description: "Fresh bakes and pre-orders",
    group: "business",
    brief: "a post about fresh bakes from her kitchen and how to pre-order for the weekend",
  },
  {
    id: "coach",
    title: "Coach",
    description: "A lesson from a session, and an invitation",
    group: "business",
    brief: "a post sharing one lesson from her coaching sessions and inviting people to book a first session",
  },
  {
    id: "jewellery-maker",
    title: "Jewellery maker",
    description: "Handmade pieces and the craft behind them",
    group: "business",
    brief: "a post about handmade jewellery pieces and the craft behind them",
  },
  {
    id: "boutique",
    title: "Boutique & tailoring",
    description: "New designs and custom stitching",
    group: "business",
    brief: "a post about new designs in her boutique and custom stitching to measure",
  },
  {
    id: "home-chef",
    title: "Home chef",
    description: "This week's menu and orders",
    group: "business",
    brief: "a post announcing this week's home-cooked menu and how to order",
  },
  {
    id: "beautician",
    title: "Beauty & wellness",
    description: "Appointments and a care tip",
    group: "business",
    brief: "a post with one beauty or wellness tip and an invitation to book an appointment",
  },
  {
    id: "product-launch",
    title: "Product launch",
    description: "Announce something new",
    group: "moment",
    brief: "a post announcing a new product or service",
  },
  {
    id: "festive-offer",
    title: "Festive offer",
    description: "A season's special",
    group: "moment",
    brief: "a post about a festive season offer",
  },
  {
    id: "behind-the-scenes",
    title: "Behind the scenes",
    description: "How your work gets made",
    group: "moment",
    brief: "a behind-the-scenes post about how her work gets made",
  },
  {
    id: "customer-thanks",
    title: "Thank your customers",
    description: "Gratitude for their support",
    group: "moment",
    brief: "a post thanking her customers for their support",
  },
  {
    id: "business-tip",
    title: "Share a tip",
    description: "Advice for other women in business",
    group: "moment",
    brief: "a post sharing a practical tip for other women running a small business",
  },
  {
    id: "milestone",
    title: "Celebrate a milestone",
    description: "Orders, years, customers",
    group: "moment",
    brief: "a post celebrating a milestone in her business",
  },
];

export const templateById = (id: string): AiTemplate | undefined => AI_TEMPLATES.find((t) => t.id === id);

/** The model's instructions: hers and nothing else, plain text, no invented prices or promises. */
export function modelMessages(
  input: { template?: AiTemplateId; prompt?: string; tone: AiTone; length: AiLength },
  facts: ComposerFacts,
): { role: "system" | "user"; content: string }[] {
  const about = input.template ? templateById(input.template)?.brief : undefined;
  const known = [
    `Her first name: ${facts.firstName}`,
    facts.shopName ? `Her shop: ${facts.shopName}` : null,
    facts.category ? `What she sells: ${facts.category}` : null,
    facts.city ? `Her city: ${facts.city}` : null,
    facts.headline ? `Her headline: ${facts.headline}` : null,
    ...facts.listings.map((l) => `One of her listings: ${l.title} (${l.price})`),
  ].filter(Boolean);
  return [
    {
      role: "system",
      content:
        "You write social media posts for a woman entrepreneur on Saheli, an Indian community marketplace. " +
        "Write in the first person as her, in plain text (no markdown), with at most three hashtags at the end. " +
        "Use only the facts given; never invent prices, discounts, dates or customer names. " +
        `Tone: ${input.tone}. Length: ${input.length === "short" ? "2-3 sentences" : input.length === "medium" ? "one or two short paragraphs" : "three short paragraphs"}.`,
    },
    {
      role: "user",
      content: [
        about ? `Write ${about}.` : `Write a post about: ${input.prompt ?? ""}`,
        known.length > 0 ? `What you know about her:\n${known.join("\n")}` : "",
      ]
        .filter(Boolean)
        .join("\n\n"),
    },
  ];
}

const hashtag = (value: string) => `#${value.replace(/[^A-Za-z0-9]/g, "")}`;

/** A short list in words: "A, B and C". */
function inWords(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const OPENINGS: Record<AiTone, (f: ComposerFacts) => string> = {
  professional: (f) => (f.shopName ? `At ${f.shopName}, ` : "In my business, "),
  casual: () => "Okay, I have to share this: ",
  inspiring: () => "Every small business starts with one brave step. ",
  educational: () => "Here's something I've learnt along the way: ",
  personal: (f) => `Hi, I'm ${f.firstName}${f.city ? ` from ${f.city}` : ""}. `,
};

const CLOSINGS: Record<AiTone, string> = {
  professional: "Message me for details or visit my shop on Saheli.",
  casual: "Drop me a message if you'd like one — I'd love to hear from you!",
  inspiring: "If you're building something of your own, keep going. We rise together.",
  educational: "Save this post for later, and ask me anything in the comments.",
  personal: "Thank you for being part of this journey with me.",
};

/** Her listings in a sentence, or a line about her shop when she has none on sale. */
function listingLine(f: ComposerFacts): string {
  const named = f.listings.slice(0, 2).map((l) => `${l.title} (${l.price})`);
  if (named.length > 0)
    return `Right now you'll find ${inWords(named)}${f.shopName ? ` in ${f.shopName}` : ""}.`;
  if (f.shopName) return `You'll find everything in ${f.shopName} on Saheli.`;
  return "";
}

type Body = (f: ComposerFacts) => { lead: string; middle: string; tags: string[] };

const place = (f: ComposerFacts) => (f.city ? ` in ${f.city}` : "");

const BODIES: Record<AiTemplateId, Body> = {
  "saree-seller": (f) => ({
    lead: `new sarees have just arrived${place(f)}: soft handloom weaves, rich borders and drapes that feel as good at a wedding as they do at the office.`,
    middle:
      "Each saree is chosen by hand, and I'm happy to help you pick the right fabric, colour and blouse pairing for your occasion.",
    tags: ["Sarees", "Handloom", "WomenInBusiness"],
  }),
  baker: (f) => ({
    lead: `the oven has been busy this week${place(f)} — fresh cakes, cookies and breads, baked in small batches with no shortcuts.`,
    middle:
      "Weekend pre-orders are open now; tell me the flavour, the size and the day, and I'll have it ready for you.",
    tags: ["HomeBaker", "FreshlyBaked", "SupportLocal"],
  }),
  coach: () => ({
    lead: "one lesson keeps coming up in my sessions: clarity beats motivation. When you know your next small step, you take it.",
    middle:
      "If you're feeling stuck in your work or business, a first conversation with me is a good place to start — we'll find that next step together.",
    tags: ["Coaching", "Growth", "WomenWhoLead"],
  }),
  "jewellery-maker": (f) => ({
    lead: `every piece I make${place(f)} is shaped by hand — no two are exactly alike, and that's the beauty of it.`,
    middle:
      "I love making pieces for special days, so tell me the occasion and I'll help you choose or design one.",
    tags: ["HandmadeJewellery", "Artisan", "ShopSmall"],
  }),
  boutique: (f) => ({
    lead: `new designs are up at the boutique${place(f)}, cut and stitched with care for every body.`,
    middle: "Custom stitching to your measurements is always open — bring your fabric or choose one of mine.",
    tags: ["Boutique", "CustomStitching", "IndianFashion"],
  }),
  "home-chef": (f) => ({
    lead: `this week's home-cooked menu is ready${place(f)}: simple, honest food made the way we eat at home.`,
    middle: "Orders close a day before delivery, so message me early to reserve your plates.",
    tags: ["HomeChef", "HomeFood", "SupportLocal"],
  }),
  beautician: () => ({
    lead: "a small tip from my chair: drink water, sleep well and be gentle with your skin — good care starts before any treatment.",
    middle: "Appointments are open this week, and I'm glad to suggest what suits your skin and hair.",
    tags: ["Beauty", "SelfCare", "Wellness"],
  }),
  "product-launch": (f) => ({
    lead: `something new is here${f.category ? ` in ${f.category.toLowerCase()}` : ""}, and I'm so proud of how it turned out.`,
    middle: "It took many tries to get it right, and I can't wait for you to see it up close.",
    tags: ["NewLaunch", "SmallBusiness", "MadeInIndia"],
  }),
  "festive-offer": () => ({
    lead: "the festive season is here, and I've put together something special for it.",
    middle:
      "Whether you're shopping for family or treating yourself, message me and I'll help you find the right thing in time.",
    tags: ["FestiveSeason", "ShopLocal", "Celebrations"],
  }),
  "behind-the-scenes": () => ({
    lead: "here's a peek behind the scenes at how my work gets made — the early mornings, the small details and the care that goes into every order.",
    middle: "It isn't always glamorous, but it's honest work, and every order reminds me why I started.",
    tags: ["BehindTheScenes", "SmallBusiness", "WomenInBusiness"],
  }),
  "customer-thanks": () => ({
    lead: "a big thank you to every customer who has ordered, shared and cheered me on.",
    middle:
      "Your kind words and repeat orders keep this small business going, and I don't take a single one for granted.",
    tags: ["ThankYou", "Grateful", "SupportLocal"],
  }),
  "business-tip": () => ({
    lead: "one tip for other women running a small business: write down every rupee in and out, every week. Knowing your numbers makes every decision easier.",
    middle: "It took me a while to learn this, and it changed how I price and plan.",
    tags: ["BusinessTips", "WomenEntrepreneurs", "Saheli"],
  }),
  milestone: () => ({
    lead: "today I'm celebrating a milestone I once only dreamed of.",
    middle:
      "It happened one order and one happy customer at a time, and I'm grateful to everyone who was part of it.",
    tags: ["Milestone", "Grateful", "WomenInBusiness"],
  }),
};

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/**
 * Saheli's own post for a template (or her prompt), in her tone and length, filled from her facts. Short: the
 * opening and the lead; medium adds the middle and her listings; long adds the closing line too.
 */
export function templatePost(
  input: { template?: AiTemplateId; prompt?: string; tone: AiTone; length: AiLength },
  facts: ComposerFacts,
): string {
  const template = input.template ?? "product-launch";
  const body = input.template
    ? BODIES[template](facts)
    : {
        lead: `I want to talk about ${input.prompt?.trim().replace(/[.!?]+$/, "") ?? "my work"}.`,
        middle: "It means a lot to me, and I'd love to hear what you think.",
        tags: ["SmallBusiness", "WomenInBusiness"],
      };
  const opening = OPENINGS[input.tone](facts);
  const lead = opening.endsWith(", ") ? `${opening}${body.lead}` : `${opening}${capitalise(body.lead)}`;
  const parts = [lead];
  if (input.length !== "short") {
    const listings = listingLine(facts);
    parts.push([body.middle, listings].filter(Boolean).join(" "));
  }
  if (input.length === "long") parts.push(CLOSINGS[input.tone]);
  const tags = [...body.tags];
  if (facts.city) tags.push(facts.city);
  parts.push(
    tags
      .slice(0, input.length === "short" ? 2 : 3)
      .map(hashtag)
      .join(" "),
  );
  return parts.join("\n\n");
}

/* ---------- AI suggestions in text inputs (doc 2 §5, §7, §9; doc 1 §5) ---------- */

export const SUGGESTION_ELEMENTS = ["input", "textarea"] as const;
export type SuggestionElement = (typeof SUGGESTION_ELEMENTS)[number];

export const SUGGESTION_CONTEXTS = ["post", "bio", "headline"] as const;
export type SuggestionContext = (typeof SUGGESTION_CONTEXTS)[number];

export const SuggestionLimits = {
  max: 3,
  textMax: 3000,
  /** Doc 2 §9: the word count a field aims for. */
  minWords: { textarea: 500, input: 50 } as Record<SuggestionElement, number>,
  comprehensiveWords: 500,
  debounceMs: 600,
  modelTimeoutMs: 5_000,
  cacheMs: 60 * 60_000,
} as const;

/** Doc 2 §5: asked from 2 characters, from 1 in a textarea. */
export function suggestionsWanted(text: string, element: SuggestionElement): boolean {
  return text.trim().length >= (element === "textarea" ? 1 : 2);
}

export function suggestionCacheKey(context: string, element: SuggestionElement, text: string): string {
  return `${context}|${element}|${text.trim().toLowerCase()}`;
}

export function wordCount(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === "" ? 0 : words.length;
}

/** The badge of doc 1 §5 / doc 2 §5: "Comprehensive" at 500 words or more. */
export function isComprehensive(text: string): boolean {
  return wordCount(text) >= SuggestionLimits.comprehensiveWords;
}

/** Tips computed here, shown first; each only while it still applies. */
export function localSuggestions(
  text: string,
  context: SuggestionContext,
  element: SuggestionElement,
): string[] {
  const words = wordCount(text);
  const tips: string[] = [];
  if (context === "post") {
    if (words < 15) tips.push("Say a little more: what is it, and who is it for?");
    if (!/#\w/.test(text)) tips.push("Add a hashtag or two so people can find your post.");
    if (!/\?/.test(text)) tips.push("End with a question to invite comments.");
    if (!/(message|dm|order|book|visit|shop|link|call)/i.test(text))
      tips.push("Tell people what to do next: message you, order or book.");
  } else if (context === "bio") {
    if (words < 20) tips.push("Say what you do and who you help in one line.");
    if (!/(years?|since|started)/i.test(text)) tips.push("Mention how long you've been doing it.");
    if (!/(city|from|based|in [A-Z])/.test(text))
      tips.push("Add where you're based so local buyers find you.");
  } else {
    if (words < 3)
      tips.push("Name your work and your speciality, e.g. “Handloom saree seller | Kanchipuram silks”.");
  }
  const minWords = SuggestionLimits.minWords[element];
  if (element === "textarea" && words >= minWords) return tips.slice(0, 1);
  return tips.slice(0, SuggestionLimits.max);
}

/** Local tips first, then the model's, each once (by its words), at most 3. */
export function mergeSuggestions(local: string[], fromModel: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tip of [...local, ...fromModel]) {
    const key = tip.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(tip.trim());
    if (out.length === SuggestionLimits.max) break;
  }
  return out;
}

/** The model's answer, one tip a line, list marks away. */
export function parseModelTips(answer: string): string[] {
  return answer
    .split("\n")
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "").trim())
    .filter((line) => line.length > 0 && line.length <= 160);
}
