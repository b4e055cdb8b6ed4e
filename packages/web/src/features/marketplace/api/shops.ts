import type { ListingPage } from "@saheli/core/contracts/listings";
import type { ShopInput, ShopList, ShopView } from "@saheli/core/contracts/shops";
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { sessionQueryKey } from "@/lib/session/get-session";
import { marketplaceKeys } from "./keys";

/** `GET /api/shops/{slug or id}`. */
export const shopQuery = (slug: string) =>
  queryOptions({
    queryKey: marketplaceKeys.shop(slug),
    queryFn: ({ signal }) => api.get<ShopView>(`/api/shops/${encodeURIComponent(slug)}`, { signal }),
  });

export function useShop(slug: string) {
  return useQuery(shopQuery(slug));
}

/** `GET /api/shops/mine`: her open shop, or null. */
export function useMyShop(enabled = true) {
  return useQuery({
    queryKey: marketplaceKeys.myShop,
    queryFn: ({ signal }) => api.get<{ shop: ShopView | null }>("/api/shops/mine", { signal }),
    meta: SIGNED_IN_ONLY,
    enabled,
  });
}

/** `GET /api/shops?search=&category=`: the directory, 24 at a time. */
export function useShops(search: string, category: string) {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (category) params.set("category", category);
  return useInfiniteQuery({
    queryKey: marketplaceKeys.shopSearch(search, category),
    queryFn: ({ pageParam, signal }) =>
      api.get<ShopList>(`/api/shops?${params}&limit=24&offset=${pageParam}`, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/shops/{id}/listings`: 50 at a time (doc 3 §9). */
export function useShopListings(shopId: string) {
  return useInfiniteQuery({
    queryKey: marketplaceKeys.shopListings(shopId),
    queryFn: ({ pageParam, signal }) =>
      api.get<ListingPage>(`/api/shops/${shopId}/listings`, {
        query: { limit: 50, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** `POST /api/shops` or `PUT /api/shops/{id}`; her session learns she has a shop. */
export function useSaveShop(shopId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopInput) =>
      shopId ? api.put<ShopView>(`/api/shops/${shopId}`, input) : api.post<ShopView>("/api/shops", input),
    onSuccess: (shop) => {
      queryClient.setQueryData(marketplaceKeys.myShop, { shop });
      queryClient.setQueryData(marketplaceKeys.shop(shop.slug), shop);
      // Not awaited: /create-shop would see her new shop and send her to the dashboard before the
      // form takes her to the shop itself.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.shopSearches });
    },
  });
}

/** `POST /api/shops/images`: a logo or cover, re-encoded by the server. */
export function uploadShopImage(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return api.upload<{ url: string; path: string }>("/api/shops/images", form, { onProgress });
}

/** `DELETE /api/shops/{id}`: closes her shop (a soft delete). */
export function useCloseShop(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/shops/${shopId}`),
    onSuccess: () => {
      queryClient.setQueryData(marketplaceKeys.myShop, { shop: null });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: marketplaceKeys.shops }),
      ]);
    },
  });
}

/** `PUT|DELETE /api/shops/{id}/follow`: the shop page learns the new count. */
export function useFollowShop(shop: Pick<ShopView, "id" | "slug">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? api.put<{ following: boolean; follower_count: number }>(`/api/shops/${shop.id}/follow`)
        : api.delete<{ following: boolean; follower_count: number }>(`/api/shops/${shop.id}/follow`),
    onSuccess: ({ following, follower_count }) => {
      queryClient.setQueryData<ShopView>(marketplaceKeys.shop(shop.slug), (current) =>
        current ? { ...current, is_following: following, follower_count } : current,
      );
      return queryClient.invalidateQueries({ queryKey: marketplaceKeys.shopList("followed") });
    },
  });
}

/** `GET /api/shops/followed` and `GET /api/shops/suggestions`. */
export function useShopList(kind: "followed" | "suggestions") {
  return useQuery({
    queryKey: marketplaceKeys.shopList(kind),
    queryFn: ({ signal }) => api.get<ShopList>(`/api/shops/${kind}`, { signal }),
    meta: SIGNED_IN_ONLY,
  });
}
