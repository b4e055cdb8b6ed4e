import type { ListingDetail, ListingInput } from "@saheli/core/contracts/listings";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { marketplaceKeys } from "./keys";

/** `GET /api/listings/{slug or id}`: the page, with similar listings (5 min fresh, doc 3 §9). */
export const listingQuery = (slug: string) =>
  queryOptions({
    queryKey: marketplaceKeys.listing(slug),
    queryFn: ({ signal }) => api.get<ListingDetail>(`/api/listings/${encodeURIComponent(slug)}`, { signal }),
    staleTime: 5 * 60_000,
  });

export function useListing(slug: string) {
  return useQuery({ ...listingQuery(slug), enabled: slug !== "" });
}

/** `POST /api/listings` or `PUT /api/listings/{id}`. */
export function useSaveListing(listingId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingInput) =>
      listingId
        ? api.put<ListingDetail>(`/api/listings/${listingId}`, input)
        : api.post<ListingDetail>("/api/listings", input),
    onSuccess: (listing) => {
      queryClient.setQueryData(marketplaceKeys.listing(listing.slug), listing);
      queryClient.setQueryData(marketplaceKeys.listing(listing.id), listing);
      // The shop's listings and its count both change.
      return queryClient.invalidateQueries({ queryKey: marketplaceKeys.shops });
    },
  });
}

/** `DELETE /api/listings/{id}`. */
export function useDeleteListing(listing: Pick<ListingDetail, "id" | "slug">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/listings/${listing.id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: marketplaceKeys.listing(listing.slug) });
      return queryClient.invalidateQueries({ queryKey: marketplaceKeys.shops });
    },
  });
}

/** `POST /api/listings/images`. */
export function uploadListingImage(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return api.upload<{ url: string; path: string }>("/api/listings/images", form, { onProgress });
}

/** `POST /api/listings/files`: a digital listing's file, kept private. */
export function uploadListingFile(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return api.upload<{ path: string; filename: string; size: number }>("/api/listings/files", form, {
    onProgress,
  });
}
