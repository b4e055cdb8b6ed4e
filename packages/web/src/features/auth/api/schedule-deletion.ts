import type { AccountDeletionResponse, SessionResponse } from "@saheli/core/contracts/auth";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { sessionQueryKey } from "@/lib/session/get-session";

export function scheduleDeletion(body: { reason?: string }): Promise<AccountDeletionResponse> {
  return api.post<AccountDeletionResponse>("/api/account/deletion", body);
}

/** Puts the deletion state the server answered into the cached session, then re-checks it. */
export function applyDeletionState(queryClient: QueryClient, result: AccountDeletionResponse) {
  queryClient.setQueryData<SessionResponse | null>(sessionQueryKey, (session) =>
    session
      ? {
          ...session,
          profile: { ...session.profile, account_status: result.account_status, deletion: result.deletion },
        }
      : session,
  );
  return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/** Schedules deletion of the signed-in account; it can be cancelled for 48 hours. */
export function useScheduleDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleDeletion,
    onSuccess: (result) => applyDeletionState(queryClient, result),
  });
}
