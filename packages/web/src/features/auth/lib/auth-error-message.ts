import { SignInFlowMessages } from "@saheli/core/sign-in-flow";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { i18n } from "@/lib/i18n/i18n";
import "../i18n";

/** The text to show for a failed auth call: the server's own words, or a plain network message. */
export function authErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.isNetworkError ? SignInFlowMessages.networkError : error.message;
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return i18n.t("auth:error.timeout");
  }
  return error instanceof Error ? error.message : errorMessage(error);
}

/** Codes that mean the one-time code can no longer be used and a new one is needed. */
export function needsNewCode(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { code } = error;
  return code === "OTP_EXPIRED" || code === "OTP_VOID" || code === "OTP_MISSING";
}

export function codeHasExpired(error: unknown): boolean {
  return isApiError(error) && error.code === "OTP_EXPIRED";
}
