import type { SavedCollection } from "@saheli/core/contracts/saved";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { savedKeys } from "./keys";

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: savedKeys.all });
}

/** `POST /api/saved/collections`. */
export function useCreateCollection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (name: string) => api.post<SavedCollection>("/api/saved/collections", { name }),
    onSuccess: () => refresh(),
  });
}

/** `PATCH /api/saved/collections/{id}`. */
export function useRenameCollection(collectionId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (name: string) =>
      api.patch<SavedCollection>(`/api/saved/collections/${encodeURIComponent(collectionId)}`, { name }),
    onSuccess: () => refresh(),
  });
}

/** `DELETE /api/saved/collections/{id}`: its things stay saved, in All saved. */
export function useDeleteCollection(collectionId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api.delete<null>(`/api/saved/collections/${encodeURIComponent(collectionId)}`),
    // Not awaited: the page showing the collection moves on at once, before the lists come back without it.
    onSuccess: () => void refresh(),
  });
}
