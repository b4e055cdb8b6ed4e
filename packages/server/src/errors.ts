import { AppErrorCode } from "@saheli/core/errors";

/** The one error type services throw; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly statusCode: number,
    message: string,
    /** For 429: when she may try again, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
  }

  static notFound(message = "Not found") {
    return new AppError(AppErrorCode.NOT_FOUND, 404, message);
  }
  static badRequest(message: string) {
    return new AppError(AppErrorCode.BAD_REQUEST, 400, message);
  }
  static unauthenticated(message = "User not authenticated") {
    return new AppError(AppErrorCode.UNAUTHENTICATED, 401, message);
  }
  static forbidden(message = "You do not have permission to do that.") {
    return new AppError(AppErrorCode.FORBIDDEN, 403, message);
  }
}
