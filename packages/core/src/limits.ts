/**
 * Who may call a route. `owner` is a signed-in member whose ownership of the thing the service checks in its
 * query's `where`; `verified` is a member whose womanhood has been verified (doc 2).
 */
export const ACCESS_LEVELS = ["public", "member", "verified", "owner", "admin"] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * Whose requests a rule counts: a signed-in person's, a client address's, or one sign-in identifier's from one
 * address (so nobody else's sends can use up hers).
 */
export type LimitSubject = "person" | "address" | "identifier";

export type LimitRule = { max: number; seconds: number; per: LimitSubject };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every rate limit, by name (architecture's security baseline and issue 17). Routes name the rules they need;
 * a signed-in person is counted as herself wherever she connects from (carrier NAT puts thousands of people
 * behind one address), a visitor by her address.
 */
export const RateLimits = {
  /** Every API request of a signed-in person: about 150 pages in 5 minutes at 8–9 calls a page. */
  apiMember: { max: 1500, seconds: 5 * MINUTE, per: "person" },
  /** Every API request of a visitor. */
  apiVisitor: { max: 300, seconds: 5 * MINUTE, per: "address" },

  codeSendIdentifier: { max: 5, seconds: 30 * MINUTE, per: "identifier" },
  codeSendAddress: { max: 20, seconds: 30 * MINUTE, per: "address" },
  codeCheck: { max: 25, seconds: 5 * MINUTE, per: "address" },
  oauth: { max: 30, seconds: 5 * MINUTE, per: "address" },
  sessionRefresh: { max: 120, seconds: 5 * MINUTE, per: "address" },
  /** Client error reports, counted before their body is read. */
  clientLogs: { max: 60, seconds: 5 * MINUTE, per: "address" },

  post: { max: 1, seconds: 5, per: "person" },
  comment: { max: 30, seconds: MINUTE, per: "person" },
  reaction: { max: 300, seconds: HOUR, per: "person" },
  report: { max: 20, seconds: DAY, per: "person" },
  upload: { max: 30, seconds: 30 * MINUTE, per: "person" },
  message: { max: 120, seconds: MINUTE, per: "person" },
  follow: { max: 300, seconds: HOUR, per: "person" },
  connectionRequest: { max: 60, seconds: HOUR, per: "person" },
  /** Other writes a person makes by hand: shops, listings, events, groups, profile items, reviews, places. */
  write: { max: 200, seconds: HOUR, per: "person" },
  /** One-tap toggles that are not reactions: saves, cart lines, wishlist, shop follows, endorsements. */
  tap: { max: 600, seconds: HOUR, per: "person" },
  /** Selfies sent for verification. */
  selfie: { max: 30, seconds: HOUR, per: "person" },
  /** Requests to be verified without a photo, and appeals. */
  verification: { max: 10, seconds: HOUR, per: "person" },
  broadcast: { max: 10, seconds: HOUR, per: "person" },
  /** The search box asks as she types, so searches have a budget of their own. */
  search: { max: 600, seconds: 5 * MINUTE, per: "person" },
  geocode: { max: 120, seconds: 5 * MINUTE, per: "person" },
  /** Quotes and "Place order": a real checkout takes a handful; a script trying cards takes hundreds. */
  checkout: { max: 60, seconds: HOUR, per: "person" },
  /** Booking a service's slot, moving or cancelling it, and the vendor's answers to bookings. */
  booking: { max: 60, seconds: HOUR, per: "person" },
  /** Download links of her digital purchases (each purchase also allows only 5 downloads). */
  download: { max: 60, seconds: HOUR, per: "person" },
  /** Her shop's analytics, customers and reviews: aggregate reads, generous for a person, not for a script. */
  insights: { max: 300, seconds: 5 * MINUTE, per: "person" },
  /** Razorpay's webhook deliveries, by the address they come from. */
  paymentWebhook: { max: 600, seconds: MINUTE, per: "address" },
  realtimeHandshake: { max: 120, seconds: MINUTE, per: "person" },
  /** Newsletter sign-ups from one address: each sends a confirmation e-mail. */
  newsletter: { max: 5, seconds: HOUR, per: "address" },
  /** Opening a newsletter confirmation or unsubscribe link. */
  newsletterLink: { max: 30, seconds: HOUR, per: "address" },
  /** Questions to the support assistant (`POST /api/ai-chat`): a conversation, not a script. */
  assistant: { max: 30, seconds: 5 * MINUTE, per: "person" },
  /** "Create with AI" (each call may reach the model; a daily quota in the service caps the model calls too). */
  aiCompose: { max: 20, seconds: 5 * MINUTE, per: "person" },
  /** Writing suggestions, asked as she pauses typing. */
  aiSuggest: { max: 300, seconds: 5 * MINUTE, per: "person" },
  /** The admin dashboard's reads (figures, people, queues, audit log). */
  adminRead: { max: 600, seconds: 5 * MINUTE, per: "person" },
  /** Admin actions (suspend, moderate, curate): each one is logged with its reason. */
  adminAction: { max: 300, seconds: HOUR, per: "person" },
  /** "Talk to a person": new support tickets (a person with a real problem opens one or two). */
  supportTicket: { max: 10, seconds: DAY, per: "person" },
  /** Replies in a support ticket's thread, hers and the admins'. */
  supportReply: { max: 120, seconds: HOUR, per: "person" },
  /** The help centre's reads and searches, for visitors too. */
  helpCentre: { max: 300, seconds: 5 * MINUTE, per: "person" },
  /** "Download my data": an archive is a heavy job, and one is enough for a week of its link. */
  dataExport: { max: 5, seconds: DAY, per: "person" },
  /** Link preview cards asked while she types (one per link after a pause; the app keeps 50 of its own). */
  linkPreview: { max: 120, seconds: 5 * MINUTE, per: "person" },
  /** Voice calls started: a person rings a handful an hour; a script ringing everyone is stopped. */
  callStart: { max: 20, seconds: 10 * MINUTE, per: "person" },
  /** Answering, declining and hanging up calls. */
  callAction: { max: 120, seconds: 10 * MINUTE, per: "person" },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof RateLimits;

/** "Too many requests. Please try again in 3 minutes." — the same words on the server and in the app. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < MINUTE) return `Too many requests. Please try again in ${plural(seconds, "second")}.`;
  const minutes = Math.ceil(seconds / MINUTE);
  if (minutes < 60) return `Too many requests. Please try again in ${plural(minutes, "minute")}.`;
  return `Too many requests. Please try again in ${plural(Math.ceil(minutes / 60), "hour")}.`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
