import type { ListingDetail, ListingInput } from "@saheli/core/contracts/listings";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { shopKeys } from "./shops";

export const listingKeys = { all: ["marketplace", "listing"] as const };
export const listingKey = (slug: string) => [...listingKeys.all, slug] as const;

/** `GET /api/listings/{slug or id}`: the page, with similar listings (5 min fresh, doc 3 §9). */
export const listingQuery = (slug: string) =>
  queryOptions({
    queryKey: listingKey(slug),
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
      queryClient.setQueryData(listingKey(listing.slug), listing);
      queryClient.setQueryData(listingKey(listing.id), listing);
      // The shop's listings and its count both change.
      return queryClient.invalidateQueries({ queryKey: shopKeys.all });
    },
  });
}

/** `DELETE /api/listings/{id}`. */
export function useDeleteListing(listing: Pick<ListingDetail, "id" | "slug">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/listings/${listing.id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: listingKey(listing.slug) });
      return queryClient.invalidateQueries({ queryKey: shopKeys.all });
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
