import type { Call, IceServers } from "@saheli/core/contracts/calls";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";

export const callKeys = {
  all: ["calls"] as const,
  history: ["calls", "history"] as const,
};

/** `GET /api/calls`: her calls, made and received, newest first. */
export function useCallHistory() {
  return useQuery({
    queryKey: callKeys.history,
    queryFn: ({ signal }) => api.get<{ calls: Call[] }>("/api/calls", { signal }),
    meta: SIGNED_IN_ONLY,
  });
}

/** The requests a call makes; the call session (lib/call-session.ts) drives them. */
export const callRequests = {
  start: (calleeId: string) => api.post<Call>("/api/calls", { callee_id: calleeId }),
  accept: (callId: string) => api.post<Call>(`/api/calls/${callId}/accept`),
  decline: (callId: string) => api.post<Call>(`/api/calls/${callId}/decline`),
  end: (callId: string) => api.post<Call>(`/api/calls/${callId}/end`),
  get: (callId: string) => api.get<Call>(`/api/calls/${callId}`),
  iceServers: () => api.get<IceServers>("/api/calls/ice-servers"),
};
