import { LivenessMessages } from "@saheli/core/liveness";
import { isApiError } from "@/lib/api-client";

export type VerifyFailure = {
  message: string;
  /** Worth an automatic retry: the service or the network, not her evidence or her standing. */
  transient: boolean;
  /** The liveness evidence was refused: the flow starts again from the camera. */
  resetFlow: boolean;
};

/** Doc 2 §8: the words the modal shows for each way a verification request can fail. */
export function verifyFailure(error: unknown): VerifyFailure {
  if (!isApiError(error)) {
    return { message: LivenessMessages.invalidResponse, transient: false, resetFlow: false };
  }
  switch (error.code) {
    case "FACEPP_API_UNAVAILABLE":
      return { message: LivenessMessages.serviceBusy, transient: true, resetFlow: false };
    case "AUTH_SESSION_EXPIRED":
    case "SESSION_EXPIRED":
    case "UNAUTHENTICATED":
      return { message: LivenessMessages.sessionExpired, transient: false, resetFlow: false };
    case "SECURITY_VALIDATION_FAILED":
      return { message: LivenessMessages.securityFailed, transient: false, resetFlow: true };
    case "NETWORK_ERROR":
      return { message: error.message, transient: true, resetFlow: false };
  }
  if (error.status >= 500) {
    return {
      message: error.message || LivenessMessages.serverError(error.status, ""),
      transient: true,
      resetFlow: false,
    };
  }
  return { message: error.message, transient: false, resetFlow: false };
}
