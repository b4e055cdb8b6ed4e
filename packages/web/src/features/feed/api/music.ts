import type { MusicResult } from "@saheli/core/contracts/music";
import type { MusicGenre } from "@saheli/core/music";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { feedKeys } from "./keys";

const musicKeys = {
  status: [...feedKeys.all, "music", "status"] as const,
  search: (q: string, genre: MusicGenre) => [...feedKeys.all, "music", "search", genre, q] as const,
};

/** `GET /api/music/status`: whether music search is set up on this Saheli. */
export function useMusicStatus() {
  return useQuery({
    queryKey: musicKeys.status,
    queryFn: ({ signal }) => api.get<{ available: boolean }>("/api/music/status", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `GET /api/music/search`: songs for her (already debounced) words and genre. */
export function useMusicSearch(q: string, genre: MusicGenre, enabled: boolean) {
  const words = q.trim();
  return useQuery({
    queryKey: musicKeys.search(words.toLowerCase(), genre),
    queryFn: ({ signal }) =>
      api.get<{ items: MusicResult[] }>(`/api/music/search?${new URLSearchParams({ q: words, genre })}`, {
        signal,
      }),
    enabled: enabled && words.length > 0,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
