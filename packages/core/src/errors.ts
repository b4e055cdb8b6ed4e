/** Every error code the API answers with, in the body `{ "error": { "code", "message" } }`. */
export const AppErrorCode = {
  BAD_REQUEST: "BAD_REQUEST",
  VALIDATION_FAILED: "VALIDATION_FAILED",
  INVALID_JSON: "INVALID_JSON",
  UNAUTHENTICATED: "UNAUTHENTICATED",
  /** The access token ran out; refresh (`POST /api/auth/refresh`) and try again. */
  SESSION_EXPIRED: "SESSION_EXPIRED",
  OTP_INVALID: "OTP_INVALID",
  OTP_EXPIRED: "OTP_EXPIRED",
  OTP_VOID: "OTP_VOID",
  OTP_MISSING: "OTP_MISSING",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  METHOD_NOT_ALLOWED: "METHOD_NOT_ALLOWED",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  /** A `Range` header outside the file (416). */
  RANGE_NOT_SATISFIABLE: "RANGE_NOT_SATISFIABLE",
  RATE_LIMITED: "RATE_LIMITED",
  INTERNAL: "INTERNAL",
  UNAVAILABLE: "UNAVAILABLE",
  /** Doc 2 §8: the face check's service could not take the request; try again shortly. */
  FACEPP_API_UNAVAILABLE: "FACEPP_API_UNAVAILABLE",
  /** Doc 2 §8: verification was sent without a live session. */
  AUTH_SESSION_EXPIRED: "AUTH_SESSION_EXPIRED",
  /** The action is for verified members; the message says why (pending, declined, not yet verified). */
  VERIFICATION_REQUIRED: "VERIFICATION_REQUIRED",
  /** No new verification now: attempts used up or the cooldown after a decline; see the state's retry_at. */
  VERIFICATION_LOCKED: "VERIFICATION_LOCKED",
  CONSENT_REQUIRED: "CONSENT_REQUIRED",
  SECURITY_VALIDATION_FAILED: "SECURITY_VALIDATION_FAILED",
  /** Doc 3 §8 listing service codes. */
  SHOP_ACCESS_DENIED: "SHOP_ACCESS_DENIED",
  LISTING_ACCESS_DENIED: "LISTING_ACCESS_DENIED",
  LISTING_NOT_FOUND: "LISTING_NOT_FOUND",
  INVALID_LISTING_TYPE: "INVALID_LISTING_TYPE",
  MISSING_IDENTIFIER: "MISSING_IDENTIFIER",
  /** A cart or wishlist change the listing's state or stock does not allow; the message says which. */
  CART_REFUSED: "CART_REFUSED",
} as const;
export type AppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];

export type ErrorBody = {
  error: { code: AppErrorCode; message: string; details?: { path: string; message: string }[] };
};
