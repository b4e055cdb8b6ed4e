import { INTL_LOCALES, type Language } from "./i18n/languages";
import { SupportWords } from "./i18n/notices/team";
/**
 * "Talk to a person" and the help centre (issue 22), shared by the server and the web app. India's Consumer
 * Protection (E-Commerce) Rules 2020, rule 4(5): a complaint is acknowledged within 48 hours and redressed within
 * one month of receipt.
 */

/** Where she writes for help (the footer and Access Restricted dialog say the same). */
export const SUPPORT_EMAIL = "support@saheli.in";

export const SupportLimits = {
  subjectMin: 5,
  subjectMax: 120,
  messageMin: 10,
  messageMax: 5000,
  replyMax: 5000,
  /** The assistant conversation she attaches: its last messages, each cut to this many characters. */
  conversationMax: 50,
  conversationTextMax: 2000,
  respondWithinHours: 48,
  resolveWithinMonths: 1,
  queuePage: 50,
  articleTitleMax: 160,
  articleContentMax: 20_000,
  articleNoteMax: 200,
  searchMax: 20,
} as const;

export const SUPPORT_TICKET_STATUSES = ["open", "waiting", "closed"] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

export const SupportTicketStatusLabels: Record<SupportTicketStatus, string> = {
  open: "Waiting for Saheli",
  waiting: "Answered",
  closed: "Closed",
};

export const SUPPORT_TICKET_CATEGORIES = [
  "order",
  "payment",
  "return",
  "account",
  "selling",
  "safety",
  "other",
] as const;
export type SupportTicketCategory = (typeof SUPPORT_TICKET_CATEGORIES)[number];

export const SupportTicketCategoryLabels: Record<SupportTicketCategory, string> = {
  order: "An order or delivery",
  payment: "A payment or refund",
  return: "A return",
  account: "My account or verification",
  selling: "Selling on Saheli",
  safety: "Safety or someone's behaviour",
  other: "Something else",
};

export const SupportMessages = {
  subjectShort: `Please add a subject of at least ${SupportLimits.subjectMin} characters.`,
  subjectLong: `Please keep the subject under ${SupportLimits.subjectMax} characters.`,
  messageShort: `Please tell us what happened in at least ${SupportLimits.messageMin} characters.`,
  messageLong: `Please keep your message under ${SupportLimits.messageMax} characters.`,
  replyEmpty: "Message cannot be empty",
  replyLong: `Please keep your message under ${SupportLimits.replyMax} characters.`,
  ticketNotFound: "Ticket not found.",
  ticketClosed: "This ticket is closed. Please open a new one if you still need help.",
  articleNotFound: "Help article not found",
  articleStale:
    "Someone published a newer version of this article while you were editing. Reload it to see their change.",
  articleExists: "An article with this address already exists.",
  articleIdInvalid: "Use lowercase letters, digits and hyphens for the address (3 to 60 characters).",
  articleTitleShort: "Please give the article a title.",
  articleContentShort: "Please write the article.",
  adminsOnly: "Only admins can do this.",
} as const;

/** Categories of the help centre, and whom each is mostly for: the vendor variant puts selling first. */
export const HELP_CATEGORIES = [
  { name: "Getting started", audience: "everyone" },
  { name: "Orders and delivery", audience: "customer" },
  { name: "Shopping", audience: "customer" },
  { name: "Selling", audience: "vendor" },
  { name: "Account and safety", audience: "everyone" },
  { name: "Community", audience: "everyone" },
] as const;
export type HelpCategoryName = (typeof HELP_CATEGORIES)[number]["name"];
export type HelpAudience = "customer" | "vendor";

/** The help centre's categories in the order her variant shows them: hers first, then everyone's, then the rest. */
export function helpCategoriesFor(audience: HelpAudience): string[] {
  const rank = (a: string) => (a === audience ? 0 : a === "everyone" ? 1 : 2);
  return [...HELP_CATEGORIES]
    .map((c, i) => ({ ...c, i }))
    .sort((a, b) => rank(a.audience) - rank(b.audience) || a.i - b.i)
    .map((c) => c.name);
}

export const HELP_ARTICLE_ID = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;

/** When a person must first answer, and when the ticket must be resolved, counted from its receipt. */
export function supportDueTimes(receivedAt: Date): { respondBy: Date; resolveBy: Date } {
  const respondBy = new Date(receivedAt.getTime() + SupportLimits.respondWithinHours * 3_600_000);
  const resolveBy = new Date(receivedAt);
  const day = resolveBy.getUTCDate();
  resolveBy.setUTCDate(1);
  resolveBy.setUTCMonth(resolveBy.getUTCMonth() + SupportLimits.resolveWithinMonths);
  // 31 January → 28 (or 29) February, never 3 March.
  const lastDay = new Date(Date.UTC(resolveBy.getUTCFullYear(), resolveBy.getUTCMonth() + 1, 0)).getUTCDate();
  resolveBy.setUTCDate(Math.min(day, lastDay));
  return { respondBy, resolveBy };
}

export type DueState = "met" | "due" | "soon" | "overdue";

/** Whether a due time was met (done before it), is still ahead, is within 6 hours, or has passed. */
export function dueState(due: Date, doneAt: Date | null, now: Date): DueState {
  if (doneAt) return doneAt <= due ? "met" : "overdue";
  const left = due.getTime() - now.getTime();
  if (left < 0) return "overdue";
  return left <= 6 * 3_600_000 ? "soon" : "due";
}

/** The reference she quotes: "SR-" and six characters without look-alikes (no 0/O, 1/I/L). */
export function supportReference(random: Uint8Array): string {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  let out = "";
  for (let i = 0; i < 6; i++) out += alphabet[(random[i] ?? 0) % alphabet.length];
  return `SR-${out}`;
}

const IST = "Asia/Kolkata";

/** "Fri, 27 Nov, 2026, 3:30 pm IST" — due times are told in India's time. */
export function formatSupportDue(date: Date, locale = "en-IN"): string {
  return `${new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: IST,
  }).format(date)} IST`;
}

/** The automatic acknowledgement posted in her ticket the moment it arrives. */
export function acknowledgementText(reference: string, receivedAt: Date, language: Language = "en"): string {
  const { respondBy, resolveBy } = supportDueTimes(receivedAt);
  const locale = INTL_LOCALES[language];
  return SupportWords.acknowledgement[language]({
    reference,
    respondBy: formatSupportDue(respondBy, locale),
    resolveBy: formatSupportDue(resolveBy, locale),
  });
}
