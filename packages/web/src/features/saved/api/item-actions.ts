import type { PlaceResult } from "@saheli/core/contracts/saved";
import type { SavedKind } from "@saheli/core/saved";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { savedKeys } from "./keys";

export type SavedThing = { kind: SavedKind; id: string };

const pathOf = ({ kind, id }: SavedThing) => `/api/saved/${kind}/${encodeURIComponent(id)}`;

/** `PUT /api/saved/{kind}/{id}`: saves it if need be and puts it in a collection (or none); also a move. */
export function usePlaceThing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ thing, collectionId }: { thing: SavedThing; collectionId: string | null }) =>
      api.put<PlaceResult>(pathOf(thing), { collection_id: collectionId }),
    // Not awaited: the caller's toast (and Undo) comes before the list refreshes and may drop the row.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  });
}

/** `DELETE /api/saved/{kind}/{id}`: unsaved everywhere (the feed's save, the wishlist, saved jobs). */
export function useUnsaveThing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (thing: SavedThing) => api.delete<null>(pathOf(thing)),
    // Other screens hold these saves too (the feed's flag, the wishlist drawer): everything refreshes.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
