/** Global search (doc 3 §2.6, §4, §9): caps, the ranking formula and the text rules, shared by server and web. */
import { CachePolicy } from "./cache-policy";
import type { CursorKey } from "./cursor";

export const SearchLimits = {
  sourceRows: 50,
  listingsRanked: 10,
  products: 5,
  services: 5,
  perGroup: 5,
  categorySuggestions: 5,
  shopSuggestions: 3,
  trendingSuggestions: 2,
  trendingWhenEmpty: 6,
  snippet: 80,
  queryMax: 200,
  peopleMinChars: 2,
  /** Pool connections one visitor's search may hold at once (a signed-in person's sources all run together). */
  visitorConnections: 2,
  debounceMs: 300,
  trendingDays: 7,
  /** A term trends only once this many different people (or visitors' addresses) searched for it. */
  trendingMinSearchers: 3,
  pageSize: 20,
  /** A results page ranks at most this many rows of its group (in the source's cheap SQL order). */
  pageCandidates: 500,
  cacheMs: CachePolicy.searchMs,
} as const;

/**
 * How close a misspelt word must be to a word of the text (pg_trgm word similarity, `<%`): the search box's
 * threshold is every database session's `pg_trgm.word_similarity_threshold` (set once per connection), people
 * search asks for closer names on top of it (doc 2 §7).
 */
export const TypoThresholds = { search: 0.45, peopleSearch: 0.6 } as const;

export const SearchMessages = {
  noResults: "No results",
  voiceUnsupported: "Voice search is not supported in this browser.",
  trending: "Trending searches",
} as const;

export const SEARCH_GROUPS = [
  "products",
  "services",
  "shops",
  "people",
  "groups",
  "pages",
  "categories",
  "posts",
  "jobs",
  "radio",
] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export const SEARCH_GROUP_LABELS: Record<SearchGroup, string> = {
  products: "Products",
  services: "Services",
  shops: "Shops",
  people: "People",
  groups: "Groups",
  pages: "Pages",
  categories: "Categories",
  posts: "Posts",
  jobs: "Jobs",
  radio: "Radio",
};

/**
 * What is searched for: control characters dropped, spaces collapsed, cut to 200 characters. Punctuation stays
 * (quotes, OR and -exclusion mean something to `websearch_to_tsquery`); a query of punctuation alone is empty.
 */
export function normalizeQuery(raw: string | null | undefined): string {
  const text = (raw ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SearchLimits.queryMax)
    .trim();
  return /[\p{L}\p{N}]/u.test(text) ? text : "";
}

/** The words of a query, lowercased, without operators and punctuation (for matching and highlighting). */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .replace(/(^|\s)-\S+/g, " ")
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => word && word !== "or");
}

/** Words she excluded with a leading minus (`silk -cotton`). */
export function excludedWords(query: string): string[] {
  return [...query.toLowerCase().matchAll(/(?:^|\s)-([\p{L}\p{N}\p{M}]+)/gu)].map((m) => m[1]!);
}

/**
 * Doc 3 §9 "text match scores 50 plus position and length bonuses": the whole query inside the text scores 50,
 * plus up to 20 the earlier it starts and up to 20 the more of the text it covers. Only some of its words: 25 and
 * the same bonuses for the first word found. A match found only by similarity (a typo): 10.
 */
export function textMatchScore(text: string, query: string): number {
  const haystack = text.toLowerCase();
  const words = queryWords(query);
  const phrase = words.join(" ");
  if (!phrase || !haystack) return 0;
  const bonuses = (index: number, length: number) =>
    Math.max(0, 20 - index) + Math.round((20 * Math.min(length, haystack.length)) / haystack.length);
  const whole = haystack.indexOf(phrase);
  if (whole >= 0) return 50 + bonuses(whole, phrase.length);
  for (const word of words) {
    const at = haystack.indexOf(word);
    if (at >= 0) return 25 + bonuses(at, word.length);
  }
  return 10;
}

export type Rankable = {
  text: string;
  created_at?: string | Date | null;
  is_featured?: boolean;
  average_rating?: number | null;
  total_reviews?: number | null;
  follower_count?: number | null;
  engagement_score?: number | null;
};

const DAY_MS = 86_400_000;

/**
 * Doc 3 §9: text match, featured +20, rating up to 100 (10 × rating), reviews / 50, recency up to 40 decaying over
 * 40 days, people + follower_count / 100, posts + engagement_score.
 */
export function rankScore(item: Rankable, query: string, now: Date = new Date()): number {
  let score = textMatchScore(item.text, query);
  if (item.is_featured) score += 20;
  if (item.average_rating) score += Math.min(100, 10 * item.average_rating);
  if (item.total_reviews) score += item.total_reviews / 50;
  if (item.created_at) {
    const ageDays = (now.getTime() - new Date(item.created_at).getTime()) / DAY_MS;
    score += Math.max(0, Math.min(40, 40 - ageDays));
  }
  if (item.follower_count) score += item.follower_count / 100;
  if (item.engagement_score) score += item.engagement_score;
  return score;
}

/** Highest score first; equal scores keep their order. */
export function ranked<T extends Rankable>(items: T[], query: string, now: Date = new Date()): T[] {
  return items
    .map((item, index) => ({ item, index, score: rankScore(item, query, now) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * One page of a ranked result list (the results pages): every candidate scored at one instant, highest first
 * and by `keyOf` among equals, from the row after the cursor on. The cursor keeps that instant (`at`), so the
 * next page ranks with the same recency and nothing moves between pages unless the rows themselves change.
 */
export function rankedPage<T extends Rankable>(
  items: T[],
  query: string,
  options: { after: CursorKey | null; now: Date; limit: number; keyOf: (item: T) => string },
): { items: T[]; next: CursorKey | null } {
  const at = options.after ? new Date(options.after.at) : options.now;
  const scored = items
    .map((item) => ({ item, key: options.keyOf(item), score: rankScore(item, query, at) }))
    .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const after = options.after;
  const rest = after
    ? scored.filter(
        (row) => row.score < (after.score ?? 0) || (row.score === (after.score ?? 0) && row.key > after.id),
      )
    : scored;
  const page = rest.slice(0, options.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => row.item),
    next:
      rest.length > options.limit && last ? { at: at.toISOString(), id: last.key, score: last.score } : null,
  };
}

/** The 10 best listings, then at most 5 products (physical and digital) and 5 services. */
export function splitListings<T extends Rankable & { listing_type: string }>(
  listings: T[],
  query: string,
  now?: Date,
) {
  const top = ranked(listings, query, now).slice(0, SearchLimits.listingsRanked);
  return {
    products: top.filter((l) => l.listing_type !== "service").slice(0, SearchLimits.products),
    services: top.filter((l) => l.listing_type === "service").slice(0, SearchLimits.services),
  };
}

/** A post's text cut to 80 characters, around the first word found when it lies further in. */
export function snippet(text: string, query: string, length: number = SearchLimits.snippet): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const first = queryWords(query)
    .map((word) => flat.toLowerCase().indexOf(word))
    .filter((at) => at >= 0)
    .sort((a, b) => a - b)[0];
  const start =
    first === undefined || first < length / 2 ? 0 : Math.min(first - 20, flat.length - length + 1);
  const body = flat.slice(start, start + length - (start > 0 ? 2 : 1)).trim();
  return `${start > 0 ? "…" : ""}${body}…`;
}
