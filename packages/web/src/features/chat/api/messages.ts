import type { Attachment, ChatMessage, MessagePage } from "@saheli/core/contracts/chat";
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { chatKeys } from "./keys";

export type MessagePages = InfiniteData<MessagePage, string | null>;

/** `GET /api/chat/conversations/{id}/messages`: the newest 50, then older pages on request. */
export function useMessages(conversationId: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) =>
      api.get<MessagePage>(`/api/chat/conversations/${conversationId}/messages`, {
        query: pageParam ? { before: pageParam } : {},
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.has_older ? (page.messages[0]?.created_at ?? null) : null),
    meta: SIGNED_IN_ONLY,
    staleTime: 30_000,
  });
}

/** Puts a message into the cached pages (the newest page is the first), replacing one with the same id. */
export function upsertMessage(
  data: MessagePages | undefined,
  message: ChatMessage,
): MessagePages | undefined {
  if (!data) return data;
  const known = data.pages.some((p) => p.messages.some((m) => m.id === message.id));
  const pages = data.pages.map((page, index) => {
    if (known) return { ...page, messages: page.messages.map((m) => (m.id === message.id ? message : m)) };
    return index === 0 ? { ...page, messages: [...page.messages, message] } : page;
  });
  return { ...data, pages };
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; reply_to_id?: string; attachments: Attachment[] }) =>
      api.post<ChatMessage>(`/api/chat/conversations/${conversationId}/messages`, {
        content: input.content,
        reply_to_id: input.reply_to_id,
        attachments: input.attachments.map((a) => a.path),
      }),
    onSuccess: (message) => {
      queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) =>
        upsertMessage(data, message),
      );
      return queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    },
  });
}

export function useEditMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      api.patch<ChatMessage>(`/api/chat/messages/${id}`, { content }),
    onSuccess: (message) =>
      queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) =>
        upsertMessage(data, message),
      ),
  });
}

export function useDeleteMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/chat/messages/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) }),
  });
}

export function useReact(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, emoji }: { id: string; emoji: string }) =>
      api.post<{ reactions: ChatMessage["reactions"] }>(`/api/chat/messages/${id}/reactions`, { emoji }),
    onSuccess: ({ reactions }, { id }) =>
      queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                messages: p.messages.map((m) => (m.id === id ? { ...m, reactions } : m)),
              })),
            }
          : data,
      ),
  });
}

/** `POST …/read`: she has seen everything; her unread count for it drops to 0. */
export function markRead(conversationId: string) {
  return api.post<null>(`/api/chat/conversations/${conversationId}/read`);
}

/** `POST /api/chat/files`: one file, checked by the server, kept for the conversation it is sent into. */
export function uploadChatFile(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return api.upload<Attachment>("/api/chat/files", form, { onProgress });
}
