import { type AssistantAudience, AssistantMessages, type AssistantTopic } from "@saheli/core/assistant";
import { useCallback, useRef, useState } from "react";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useAskAssistant } from "../api/ask-assistant";
import { useAssistantT } from "../i18n";
import { type ChatMessage, contextFor, type LocalAttachment, newId } from "./conversation";
import { topicLabel } from "./topic-label";

/**
 * One conversation with the assistant: her messages, its answers, and whether her next message is taken as an
 * order number (doc 2 §4). Kept in memory for the page's life, so moving between pages keeps it.
 */
export function useAssistantChat(audience: AssistantAudience, userId: string | null) {
  const { t } = useAssistantT();
  const messageIn = useMessageIn();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [awaiting, setAwaiting] = useState<{ topic: string | null } | null>(null);
  const sessionId = useRef(newId()).current;
  const ask = useAskAssistant();

  const send = useCallback(
    async (text: string, attachments: LocalAttachment[] = [], topic: AssistantTopic | null = null) => {
      const now = new Date().toISOString();
      const shown = topic ? topicLabel(t, topic) : text;
      const mine: ChatMessage = { id: newId(), role: "user", text: shown, at: now, attachments };
      const context = contextFor(messages);
      setMessages((list) => [...list, mine]);
      const answering = awaiting && !topic ? awaiting : null;
      try {
        const answer = await ask.mutateAsync({
          message: topic ? "" : text,
          userType: audience,
          userId,
          sessionId,
          context,
          topic: topic?.id ?? answering?.topic ?? null,
          awaiting: answering ? "order_number" : null,
          attachments: attachments.map(({ name, type, size, kind }) => ({ name, type, size, kind })),
        });
        setAwaiting(answer.awaiting === "order_number" ? { topic: answer.topic } : null);
        setMessages((list) => [
          ...list,
          { id: newId(), role: "assistant", text: answer.response, at: new Date().toISOString(), answer },
        ]);
      } catch (error) {
        // Her own refusals (a 400 or 429) in the server's words; anything else in the spec's failure words.
        const words =
          isApiError(error) && error.status >= 400 && error.status < 500
            ? errorMessage(error)
            : messageIn(AssistantMessages.failure);
        setMessages((list) => [
          ...list,
          {
            id: newId(),
            role: "assistant",
            text: words,
            at: new Date().toISOString(),
            answer: null,
            failed: true,
          },
        ]);
      }
    },
    [messages, awaiting, ask, audience, userId, sessionId, t, messageIn],
  );

  return { messages, send, sending: ask.isPending, awaitingOrderNumber: awaiting !== null, sessionId };
}
