import type { SavedCollections } from "@saheli/core/contracts/saved";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { savedKeys } from "./keys";

/** `GET /api/saved/collections`: her collections with counts, and the counts of All saved and Unsorted. */
export function useCollections(enabled = true) {
  return useQuery({
    queryKey: savedKeys.collections,
    queryFn: ({ signal }) => api.get<SavedCollections>("/api/saved/collections", { signal }),
    // Saves are made on many screens (the feed, the wishlist heart, jobs): the list is read afresh each visit.
    refetchOnMount: "always",
    meta: SIGNED_IN_ONLY,
    enabled,
  });
}
