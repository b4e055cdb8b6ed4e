import type { AcceptLegal, PendingAcceptance } from "@saheli/core/contracts/legal";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { legalKeys } from "./keys";

/** `POST /api/me/legal/acceptances`: she accepts the current versions; the answer is what is still pending. */
export const acceptPolicies = (accepted: AcceptLegal["accepted"]) =>
  api.post<{ pending: PendingAcceptance[] }>("/api/me/legal/acceptances", { accepted });

export function useAcceptPolicies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPolicies,
    onSuccess: (result) => queryClient.setQueryData(legalKeys.pending, result),
    // A 409 means a newer version arrived meanwhile: ask again with it.
    onError: () => queryClient.invalidateQueries({ queryKey: legalKeys.pending }),
  });
}
