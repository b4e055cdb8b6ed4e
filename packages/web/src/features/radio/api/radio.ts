import type {
  ChatMessage,
  Episode,
  Live,
  ShowCard,
  ShowDetail,
  ShowInput,
  ShowList,
  Slot,
  SlotInput,
} from "@saheli/core/contracts/radio";
import type { RadioCategory, ShowStatus } from "@saheli/core/radio";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";

export const radioKeys = {
  all: ["radio"] as const,
  shows: (q: string, category: string) => ["radio", "shows", q, category] as const,
  show: (slug: string) => ["radio", "show", slug] as const,
  mine: ["radio", "mine"] as const,
  favorites: ["radio", "favorites"] as const,
  schedule: ["radio", "schedule"] as const,
  live: ["radio", "live"] as const,
  chat: ["radio", "chat"] as const,
  queue: (status: ShowStatus) => ["radio", "queue", status] as const,
};

/** `GET /api/radio/shows?q=&category=`: approved shows. */
export function useShows(q: string, category: RadioCategory | "") {
  return useQuery({
    queryKey: radioKeys.shows(q, category),
    queryFn: ({ signal }) =>
      api.get<ShowList>("/api/radio/shows", {
        query: { q: q || undefined, category: category || undefined },
        signal,
      }),
  });
}

export function useShow(slug: string) {
  return useQuery({
    queryKey: radioKeys.show(slug),
    queryFn: ({ signal }) => api.get<ShowDetail>(`/api/radio/shows/${encodeURIComponent(slug)}`, { signal }),
  });
}

export function useMyShows(enabled: boolean) {
  return useQuery({
    queryKey: radioKeys.mine,
    queryFn: ({ signal }) => api.get<ShowList>("/api/radio/shows/mine", { signal }),
    enabled,
    meta: SIGNED_IN_ONLY,
  });
}

export function useFavorites() {
  return useQuery({
    queryKey: radioKeys.favorites,
    queryFn: ({ signal }) => api.get<ShowList>("/api/radio/favorites", { signal }),
    meta: SIGNED_IN_ONLY,
  });
}

function useInvalidateRadio() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: radioKeys.all });
}

export function useFollowShow(showId: string) {
  const invalidate = useInvalidateRadio();
  return useMutation({
    mutationFn: (on: boolean) =>
      on
        ? api.put<ShowCard>(`/api/radio/shows/${showId}/follow`)
        : api.delete<ShowCard>(`/api/radio/shows/${showId}/follow`),
    onSuccess: invalidate,
  });
}

export function useProposeShow() {
  const invalidate = useInvalidateRadio();
  return useMutation({
    mutationFn: (input: ShowInput) => api.post<ShowCard>("/api/radio/shows", input),
    onSuccess: invalidate,
  });
}

/** `POST /api/upload`: the cover picture, reporting progress. */
export function uploadCover(file: File) {
  const form = new FormData();
  form.append("file", file);
  return api.upload<{ url: string }>("/api/upload", form);
}

export function useUploadEpisode(showId: string) {
  const invalidate = useInvalidateRadio();
  return useMutation({
    mutationFn: (input: {
      title: string;
      description: string;
      file: File;
      onProgress: (f: number) => void;
    }) => {
      // The text fields go first: the server reads them before the audio streams to disk.
      const form = new FormData();
      form.append("title", input.title);
      form.append("description", input.description);
      form.append("file", input.file);
      return api.upload<Episode>(`/api/radio/shows/${showId}/episodes`, form, {
        onProgress: input.onProgress,
      });
    },
    onSuccess: invalidate,
  });
}

export function useDeleteEpisode() {
  const invalidate = useInvalidateRadio();
  return useMutation({
    mutationFn: (episodeId: string) => api.delete<{ ok: true }>(`/api/radio/episodes/${episodeId}`),
    onSuccess: invalidate,
  });
}

export const scheduleQuery = queryOptions({
  queryKey: radioKeys.schedule,
  queryFn: ({ signal }) => api.get<{ slots: Slot[] }>("/api/radio/schedule", { signal }),
});
export const useSchedule = () => useQuery(scheduleQuery);

export function useAddSlot() {
  const invalidate = useInvalidateRadio();
  return useMutation({
    mutationFn: (input: SlotInput) => api.post<Slot>("/api/radio/schedule", input),
    onSuccess: invalidate,
  });
}

export function useRemoveSlot() {
  const invalidate = useInvalidateRadio();
  return useMutation({
    mutationFn: (slotId: string) => api.delete<{ ok: true }>(`/api/radio/schedule/${slotId}`),
    onSuccess: invalidate,
  });
}

export const fetchLive = (signal?: AbortSignal) => api.get<Live>("/api/radio/live", { signal });

export function useLive() {
  return useQuery({
    queryKey: radioKeys.live,
    queryFn: ({ signal }) => fetchLive(signal),
    refetchInterval: 30_000,
  });
}

export function useChat() {
  return useQuery({
    queryKey: radioKeys.chat,
    queryFn: ({ signal }) => api.get<{ items: ChatMessage[] }>("/api/radio/live/chat", { signal }),
  });
}

export function useSay() {
  return useMutation({
    mutationFn: (body: string) => api.post<ChatMessage>("/api/radio/live/chat", { body }),
  });
}

export function useShowQueue(status: ShowStatus) {
  return useQuery({
    queryKey: radioKeys.queue(status),
    queryFn: ({ signal }) => api.get<ShowList>("/api/admin/radio/shows", { query: { status }, signal }),
  });
}

export function useDecideShow() {
  const invalidate = useInvalidateRadio();
  return useMutation({
    mutationFn: (input: { showId: string; action: "approve" | "decline"; reason: string }) =>
      api.post<ShowCard>(`/api/admin/radio/shows/${input.showId}/${input.action}`, { reason: input.reason }),
    onSuccess: invalidate,
  });
}
