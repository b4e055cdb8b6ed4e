import type { SearchResult } from "@saheli/core/contracts/search";
import { SEARCH_GROUPS, type SearchGroup } from "@saheli/core/search";
import { productSearchHref } from "@saheli/core/search-targets";

/** Where an option is listed: trending searches, suggestions, or one group of results. */
export type SearchSection = "trending" | "suggestions" | SearchGroup;

/** The words the options need, in her language. */
export type SearchOptionWords = {
  searchAll: (query: string) => string;
  kind: (kind: "category" | "shop" | "trend") => string;
};

/** One row the search box can move to with the arrow keys. */
export type SearchOption = {
  id: string;
  section: SearchSection;
  label: string;
  detail: string | null;
  href: string;
  image_url: string | null;
};

/** Everything the open box lists, in order: trending when empty, else suggestions then grouped results. */
export function searchOptions(
  typed: string,
  data: SearchResult | undefined,
  words: SearchOptionWords,
): SearchOption[] {
  if (!data) return [];
  if (!typed.trim()) {
    return data.trending.map((t, i) => ({
      id: `trend-${i}`,
      section: "trending",
      label: t,
      detail: null,
      href: productSearchHref(t),
      image_url: null,
    }));
  }
  const suggestions = data.suggestions.map(
    (s, i): SearchOption => ({
      id: `suggestion-${i}`,
      section: "suggestions",
      label: s.kind === "all" ? words.searchAll(s.label) : s.label,
      detail: s.kind === "category" || s.kind === "shop" || s.kind === "trend" ? words.kind(s.kind) : null,
      href: s.href,
      image_url: null,
    }),
  );
  const results = SEARCH_GROUPS.flatMap((group) =>
    data.groups[group].map(
      (hit): SearchOption => ({
        id: `${group}-${hit.id}`,
        section: group,
        label: hit.title,
        detail: hit.subtitle,
        href: hit.href,
        image_url: hit.image_url,
      }),
    ),
  );
  return [...suggestions, ...results];
}
