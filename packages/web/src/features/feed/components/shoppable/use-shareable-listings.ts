import type { ShareableList } from "@saheli/core/contracts/post-listings";
import type { ShareKind } from "@saheli/core/shoppable";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { feedKeys } from "@/features/feed/api/keys";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";

export const shareableKey = (kind: ShareKind, q: string) => [...feedKeys.all, "shareable", kind, q] as const;

/** `GET /api/posts/shareable-listings`: her products or services on sale (50 at most), and whether she has a shop. */
export function useShareableListings(kind: ShareKind, q: string, enabled = true) {
  return useQuery({
    queryKey: shareableKey(kind, q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ kind, ...(q ? { q } : {}) });
      return api.get<ShareableList>(`/api/posts/shareable-listings?${params}`, { signal });
    },
    enabled,
    meta: SIGNED_IN_ONLY,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
