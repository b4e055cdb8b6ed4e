import type { GraphChange } from "@saheli/core/contracts/people";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateGraph } from "./invalidate";

export type ConnectionAnswer = "accept" | "reject";

/** `POST /api/connections/{id}/accept` or `/reject`: only the person who received the request. */
export function answerConnectionRequest({
  connectionId,
  answer,
}: {
  connectionId: string;
  answer: ConnectionAnswer;
}) {
  return api.post<GraphChange>(`/api/connections/${encodeURIComponent(connectionId)}/${answer}`);
}

export function useAnswerConnectionRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerConnectionRequest, onSettled: () => invalidateGraph(queryClient) });
}
