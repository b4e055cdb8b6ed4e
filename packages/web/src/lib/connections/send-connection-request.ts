// Connections are asked for, answered and withdrawn from both a profile page (profiles) and My Network (network);
// features cannot import each other, so the one version of these endpoints and dialogs lives here.
import type { ConnectionRequest, GraphChange } from "@saheli/core/contracts/people";
import { api } from "@/lib/api-client";
import { useGraphMutation } from "./graph-mutation";

/** `POST /api/connections`: asks to connect, with an optional note of up to 300 characters. */
export function sendConnectionRequest(body: ConnectionRequest): Promise<GraphChange> {
  return api.post<GraphChange>("/api/connections", body);
}

export function useSendConnectionRequest() {
  return useGraphMutation(sendConnectionRequest);
}
