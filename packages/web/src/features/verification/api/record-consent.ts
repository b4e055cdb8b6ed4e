import type { VerificationState } from "@saheli/core/contracts/verification";
import { VerificationConsent } from "@saheli/core/verification";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { verificationKeys } from "./keys";

/** `POST /api/verification/consent`: she agreed to this version of the consent text, now. */
export function recordConsent(): Promise<VerificationState> {
  return api.post<VerificationState>("/api/verification/consent", {
    text_version: VerificationConsent.version,
  });
}

export function useRecordConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordConsent,
    onSuccess: (state) => queryClient.setQueryData(verificationKeys.state, state),
  });
}
