import type { AccountDeletionResponse } from "@saheli/core/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { applyDeletionState } from "./schedule-deletion";

export function cancelDeletion(): Promise<AccountDeletionResponse> {
  return api.delete<AccountDeletionResponse>("/api/account/deletion");
}

/** Cancels a scheduled deletion within the recovery window. */
export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeletion,
    onSuccess: (result) => applyDeletionState(queryClient, result),
  });
}
