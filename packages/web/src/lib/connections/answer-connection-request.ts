import type { GraphChange } from "@saheli/core/contracts/people";
import { api } from "@/lib/api-client";
import { useGraphMutation } from "./graph-mutation";

export type RequestAnswer = "accept" | "reject";

/** `POST /api/connections/{id}/accept` or `/reject`: only the person who received the request may answer. */
export function answerConnectionRequest({
  connectionId,
  answer,
}: {
  connectionId: string;
  answer: RequestAnswer;
}): Promise<GraphChange> {
  return api.post<GraphChange>(`/api/connections/${encodeURIComponent(connectionId)}/${answer}`);
}

export function useAnswerConnectionRequest() {
  return useGraphMutation(answerConnectionRequest);
}
