import { excludedWords, queryWords } from "@saheli/core/search";
import { type SQL, sql } from "drizzle-orm";
import { escapeLike } from "../like.js";
import { listings } from "../schema/index.js";

/**
 * `websearch_to_tsquery` on the query as typed (quotes, OR, -exclusion), a prefix query on its words (while
 * typing), and trigram word similarity for typos (`TypoThresholds.search`, the session's threshold): any of the
 * three finds a row. Posts (long text) are matched by words and prefixes only: similarity over whole posts costs
 * ten times more and finds little. The `simple` configuration keeps Latin and Devanagari words as written; each
 * document has a GIN index (migration 0015). Similarity is written `text %> q`, as the index condition reads, so
 * the planner knows the index answered it and does not compute every found row's document again (15 ms of 20
 * on 500 listings).
 */
export function textMatch(document: SQL, text: SQL | null, q: string): SQL {
  const words = queryWords(q)
    .map((w) => w.replace(/[^\p{L}\p{N}\p{M}]/gu, ""))
    .filter(Boolean);
  const prefix = words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
  const excluded = excludedWords(q)
    .map((w) => `${w}:*`)
    .join(" | ");
  return sql`((${document} @@ websearch_to_tsquery('simple', ${q})
    ${prefix ? sql`or ${document} @@ to_tsquery('simple', ${prefix})` : sql``}
    ${text ? sql`or ${text} ilike ${`%${escapeLike(q.toLowerCase())}%`} or ${text} %> ${q.toLowerCase()}` : sql``})
    ${excluded ? sql`and not ${document} @@ to_tsquery('simple', ${excluded})` : sql``})`;
}

/** The same document on the listings table itself, for queries built with Drizzle. */
export const LISTING_SEARCH_DOCUMENT = sql`to_tsvector('simple', ${listings.title} || ' ' || ${listings.description})`;
