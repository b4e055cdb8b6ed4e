import type { AdminCategory, Slide } from "@saheli/core/contracts/admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { adminKeys } from "./keys";

export type FeaturedShop = {
  shop_id: string;
  shop_name: string;
  slug: string;
  logo_url: string | null;
  position: number;
};
export type FeaturedListing = {
  id: string;
  title: string;
  slug: string;
  listing_type: string;
  shop_name: string;
  image_url: string | null;
};
export type Pick = { id: string; name: string; detail: string | null };

const useList = <T>(key: readonly unknown[], path: string) =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<{ items: T[] }>(path, { signal }),
    meta: SIGNED_IN_ONLY,
  });

export const useSlides = () => useList<Slide>(adminKeys.slides, "/api/admin/slides");
export const useFeaturedShops = () =>
  useList<FeaturedShop>(adminKeys.featuredShops, "/api/admin/featured/shops");
export const useFeaturedListings = () =>
  useList<FeaturedListing>(adminKeys.featuredListings, "/api/admin/featured/listings");
export const useAdminCategories = () => useList<AdminCategory>(adminKeys.categories, "/api/admin/categories");

/** Shops or listings whose name holds `q`, to feature. */
export function usePick(what: "shops" | "listings", q: string) {
  return useQuery({
    queryKey: adminKeys.pick(what, q),
    queryFn: ({ signal }) => api.get<{ items: Pick[] }>(`/api/admin/pick/${what}`, { query: { q }, signal }),
    enabled: q.trim().length > 0,
    meta: SIGNED_IN_ONLY,
  });
}

type Call = { method: "post" | "patch" | "put" | "delete"; path: string; body: object };

/** Any curation change: it refreshes its own list, the audit log, and the home page's data. */
export function useCurate(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: Call) => api[method](path, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
      void queryClient.invalidateQueries({ queryKey: ["home"] });
    },
  });
}

/** `POST /api/admin/slides/image`: the slide's picture, checked and re-encoded by the server. */
export function uploadSlideImage(file: File) {
  const form = new FormData();
  form.append("file", file);
  return api.upload<{ url: string; path: string }>("/api/admin/slides/image", form);
}
