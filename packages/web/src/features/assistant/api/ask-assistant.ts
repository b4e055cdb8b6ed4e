import type { AiChatRequest, AiChatResponse } from "@saheli/core/contracts/assistant";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** `POST /api/ai-chat` (doc 2 §7): her message, with the conversation's last 5 messages as context. */
export function askAssistant(body: AiChatRequest): Promise<AiChatResponse> {
  return api.post<AiChatResponse>("/api/ai-chat", body);
}

export function useAskAssistant() {
  return useMutation({ mutationFn: askAssistant });
}
