import { ChatLimits } from "@saheli/core/chat";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { sharedKeys } from "@/lib/query-keys";
import { type RealtimeDetail, useRealtimeEvent, useRealtimeTopic } from "@/lib/realtime";
import { chatKeys } from "../api/keys";
import { type MessagePages, markRead, upsertMessage } from "../api/messages";

const forThis = (detail: RealtimeDetail, conversationId: string) =>
  detail.topic === `conversation:${conversationId}`;

/**
 * Keeps an open conversation live (doc 2 §4): new and changed messages, reactions and read markers as they
 * happen; someone else's message is marked read 1 s after it is shown; typing names clear after 3 s.
 */
export function useConversationLive(conversationId: string, me: string) {
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState<string[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useRealtimeTopic(`conversation:${conversationId}`);

  const read = useCallback(async () => {
    await markRead(conversationId).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    await queryClient.invalidateQueries({ queryKey: sharedKeys.notificationStats });
  }, [conversationId, queryClient]);

  // Opening a conversation reads it all.
  useEffect(() => {
    void read();
  }, [read]);

  const refetchMessages = useCallback(
    (detail: RealtimeDetail) => {
      if (forThis(detail, conversationId))
        void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) });
    },
    [conversationId, queryClient],
  );

  const clearTyping = useCallback((userId: string) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    setTyping((names) => names.filter((id) => id !== userId));
  }, []);

  const onMessage = useCallback(
    (detail: RealtimeDetail<"new-message" | "message-updated">) => {
      if (!forThis(detail, conversationId)) return;
      const { message } = detail.data;
      const mine = message.sender?.id === me;
      queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) =>
        upsertMessage(data, { ...message, is_mine: mine }),
      );
      if (!mine) {
        clearTyping(message.sender?.id ?? "");
        if (document.visibilityState === "visible") setTimeout(() => void read(), ChatLimits.readMarkDelayMs);
      }
    },
    [conversationId, me, queryClient, read, clearTyping],
  );

  const onTyping = useCallback(
    (detail: RealtimeDetail<"typing">) => {
      if (!forThis(detail, conversationId)) return;
      const { user_id: userId, is_typing: isTyping } = detail.data;
      if (userId === me) return;
      clearTyping(userId);
      if (!isTyping) return;
      setTyping((ids) => [...ids, userId]);
      timers.current.set(
        userId,
        setTimeout(() => clearTyping(userId), ChatLimits.typingClearMs),
      );
    },
    [conversationId, me, clearTyping],
  );

  const onRefresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: chatKeys.conversation(conversationId) }),
    [conversationId, queryClient],
  );

  useRealtimeEvent("new-message", onMessage);
  useRealtimeEvent("message-updated", onMessage);
  useRealtimeEvent("message-deleted", refetchMessages);
  useRealtimeEvent("message-reaction-changed", refetchMessages);
  useRealtimeEvent("message-read-updated", refetchMessages);
  useRealtimeEvent("typing", onTyping);
  useRealtimeEvent("refresh", onRefresh);

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) clearTimeout(timer);
    };
  }, []);

  return { typingIds: typing };
}
