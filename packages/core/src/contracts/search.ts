import { z } from "zod";
import { SEARCH_GROUPS, SearchLimits } from "../search";
import { cursorParam } from "./paging";

/** One thing found, as the search box and the results pages show it. */
export const searchHitSchema = z.object({
  id: z.string(),
  kind: z.enum(SEARCH_GROUPS),
  title: z.string(),
  subtitle: z.string().nullable(),
  href: z.string(),
  image_url: z.string().nullable(),
  price: z.number().nullable(),
  sale_price: z.number().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchSuggestionSchema = z.object({
  kind: z.enum(["all", "scope", "category", "shop", "trend"]),
  label: z.string(),
  href: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

/** `GET /api/search?q=`: every source at once, grouped (doc 3 §2.6) with the caps of §9. */
export const searchResultSchema = z.object({
  query: z.string(),
  groups: z.object(
    Object.fromEntries(SEARCH_GROUPS.map((g) => [g, z.array(searchHitSchema)])) as {
      [K in (typeof SEARCH_GROUPS)[number]]: z.ZodArray<typeof searchHitSchema>;
    },
  ),
  suggestions: z.array(searchSuggestionSchema),
  trending: z.array(z.string()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchQuerySchema = z.object({ q: z.string().max(2000).optional().default("") });

export const searchPageQuerySchema = z.object({
  q: z.string().max(2000).optional().default(""),
  limit: z.coerce.number().int().min(1).max(50).default(SearchLimits.pageSize),
  cursor: cursorParam,
});

export const searchPageSchema = z.object({
  items: z.array(searchHitSchema),
  has_more: z.boolean(),
  /** `?cursor=` of the next page (ranked as this one was), or null on the last. */
  next_cursor: z.string().nullable(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

export const helpArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  content: z.string(),
  updated_at: z.string(),
});
export type HelpArticleView = z.infer<typeof helpArticleSchema>;
