import type { OtpSendRequest, OtpSendResponse } from "@saheli/core/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export function sendCode(body: OtpSendRequest): Promise<OtpSendResponse> {
  return api.post<OtpSendResponse>("/api/auth/otp/send", body);
}

/** Sends a one-time code by e-mail or SMS. */
export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
