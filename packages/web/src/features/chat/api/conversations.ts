import type { ChatPerson, Conversation } from "@saheli/core/contracts/chat";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { pollInterval, useRealtimeStatus } from "@/lib/realtime";
import { chatKeys } from "./keys";

/** `GET /api/chat/conversations`: hers, latest activity first, with unread counts. */
export function useConversations() {
  const status = useRealtimeStatus();
  return useQuery({
    queryKey: chatKeys.conversations,
    queryFn: ({ signal }) => api.get<Conversation[]>("/api/chat/conversations", { signal }),
    meta: SIGNED_IN_ONLY,
    staleTime: 30_000,
    refetchInterval: pollInterval(status),
  });
}

export function useConversation(id: string | undefined) {
  return useQuery({
    queryKey: chatKeys.conversation(id ?? ""),
    queryFn: ({ signal }) => api.get<Conversation>(`/api/chat/conversations/${id}`, { signal }),
    meta: SIGNED_IN_ONLY,
    enabled: Boolean(id),
    staleTime: 30_000,
  });
}

/** `POST /api/chat/conversations`: the direct conversation with one person (found again), or a new group. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { participant_ids: string[]; title?: string }) =>
      api.post<Conversation>("/api/chat/conversations", input),
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation);
      return queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    },
  });
}

/** `GET /api/chat/people`: the people she may start a conversation with (asked only while she is picking). */
export function usePickList(q: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: chatKeys.people(q),
    queryFn: ({ signal }) => api.get<ChatPerson[]>("/api/chat/people", { query: { q, limit: "20" }, signal }),
    meta: SIGNED_IN_ONLY,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}
