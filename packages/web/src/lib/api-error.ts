import type { AppErrorCode, ErrorBody } from "@saheli/core/errors";
import { tooManyRequestsMessage } from "@saheli/core/limits";

export type ApiErrorCode = AppErrorCode | "NETWORK_ERROR";

export const NETWORK_ERROR_MESSAGE = "Network connection error. Please check your internet connection.";

/** An API call that failed: `status` 0 means the request never reached the server. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: ErrorBody["error"]["details"];
  /** From a 429's `Retry-After`: how long until the server takes her requests again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    details?: ErrorBody["error"]["details"],
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get isServerError(): boolean {
    return this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const codeByStatus: Record<number, AppErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "VALIDATION_FAILED",
  429: "RATE_LIMITED",
  503: "UNAVAILABLE",
};

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

/** Builds the ApiError for a non-2xx response, even when a proxy answered with HTML or nothing. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const retryAfter = Number(response.headers.get("retry-after")) || undefined;
  if (response.status === 429)
    return new ApiError(429, "RATE_LIMITED", tooManyRequestsMessage(retryAfter ?? 60), undefined, retryAfter);
  if (isErrorBody(body)) {
    return new ApiError(response.status, body.error.code, body.error.message, body.error.details);
  }
  const code = codeByStatus[response.status] ?? (response.status >= 500 ? "INTERNAL" : "BAD_REQUEST");
  const message =
    response.status >= 500
      ? "Something went wrong on our side. Please try again in a moment."
      : `The request failed (${response.status}).`;
  return new ApiError(response.status, code, message);
}
