import type { SearchResult } from "@saheli/core/contracts/search";
import { SEARCH_GROUP_LABELS, SEARCH_GROUPS, SearchMessages } from "@saheli/core/search";
import { productSearchHref } from "@saheli/core/search-targets";

/** One row the search box can move to with the arrow keys. */
export type SearchOption = {
  id: string;
  section: string;
  label: string;
  detail: string | null;
  href: string;
  image_url: string | null;
};

/** Everything the open box lists, in order: trending when empty, else suggestions then grouped results. */
export function searchOptions(typed: string, data: SearchResult | undefined): SearchOption[] {
  if (!data) return [];
  if (!typed.trim()) {
    return data.trending.map((t, i) => ({
      id: `trend-${i}`,
      section: SearchMessages.trending,
      label: t,
      detail: null,
      href: productSearchHref(t),
      image_url: null,
    }));
  }
  const suggestions = data.suggestions.map((s, i) => ({
    id: `suggestion-${i}`,
    section: "Suggestions",
    label: s.kind === "all" ? `Search all for “${s.label}”` : s.label,
    detail:
      s.kind === "category"
        ? "Category"
        : s.kind === "shop"
          ? "Shop"
          : s.kind === "trend"
            ? "Trending"
            : null,
    href: s.href,
    image_url: null,
  }));
  const results = SEARCH_GROUPS.flatMap((group) =>
    data.groups[group].map((hit) => ({
      id: `${group}-${hit.id}`,
      section: SEARCH_GROUP_LABELS[group],
      label: hit.title,
      detail: hit.subtitle,
      href: hit.href,
      image_url: hit.image_url,
    })),
  );
  return [...suggestions, ...results];
}
