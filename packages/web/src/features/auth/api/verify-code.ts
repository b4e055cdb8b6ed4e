import type { OtpVerifyRequest, SignInResponse } from "@saheli/core/contracts/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { sessionQueryKey } from "@/lib/session/get-session";

export function verifyCode(body: OtpVerifyRequest): Promise<SignInResponse> {
  return api.post<SignInResponse>("/api/auth/otp/verify", body);
}

/** Checks the code; on success the server sets the session cookies and the session is cached at once. */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey, session),
  });
}
