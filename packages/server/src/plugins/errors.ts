import { AppErrorCode, type ErrorBody } from "@saheli/core/errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import FindMyWay, { type HTTPMethod } from "find-my-way";
import { AppError } from "../errors.js";
import { messageTranslators, requestLanguage } from "./language.js";

const statusCodes: Record<number, AppErrorCode> = {
  400: AppErrorCode.BAD_REQUEST,
  401: AppErrorCode.UNAUTHENTICATED,
  403: AppErrorCode.FORBIDDEN,
  404: AppErrorCode.NOT_FOUND,
  405: AppErrorCode.METHOD_NOT_ALLOWED,
  409: AppErrorCode.CONFLICT,
  413: AppErrorCode.PAYLOAD_TOO_LARGE,
  415: AppErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: AppErrorCode.RATE_LIMITED,
  503: AppErrorCode.UNAVAILABLE,
};

const fastifyCodes: Record<string, [number, AppErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, AppErrorCode.INVALID_JSON, "The request body is not valid JSON."],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    400,
    AppErrorCode.INVALID_JSON,
    "The request body is empty but says it is JSON.",
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, AppErrorCode.PAYLOAD_TOO_LARGE, "The request body is too large."],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    AppErrorCode.UNSUPPORTED_MEDIA_TYPE,
    "This content type is not supported here.",
  ],
};

export function errorBody(
  code: AppErrorCode,
  message: string,
  details?: ErrorBody["error"]["details"],
): ErrorBody {
  return { error: details ? { code, message, details } : { code, message } };
}

function toResponse(error: FastifyError): [number, ErrorBody] {
  if (error instanceof AppError) return [error.statusCode, errorBody(error.code, error.message)];
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: [error.validationContext, ...String(issue.instancePath).split("/").filter(Boolean)].join("."),
      message: issue.message ?? "Invalid value",
    }));
    const first = details[0];
    return [
      400,
      errorBody(
        AppErrorCode.VALIDATION_FAILED,
        first ? `${first.path}: ${first.message}` : "Invalid request",
        details,
      ),
    ];
  }
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return [known[0], errorBody(known[1], known[2])];
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return [status, errorBody(statusCodes[status] ?? AppErrorCode.BAD_REQUEST, error.message)];
  }
  return [
    status,
    errorBody(
      statusCodes[status] ?? AppErrorCode.INTERNAL,
      "Something went wrong on our side. Please try again.",
    ),
  ];
}

function inLanguage(body: ErrorBody, translate: (english: string) => string): ErrorBody {
  const { code, message, details } = body.error;
  return errorBody(
    code,
    translate(message),
    details?.map((detail) => ({ ...detail, message: translate(detail.message) })),
  );
}

/** Paths that never get the web app's index.html: the API, media and hashed build assets. */
const NOT_APP_PATHS = /^\/(api|media|assets)(\/|$)/;

/** One error handler for the whole API; 5xx internals are logged with the request id and never sent. */
export function registerErrorHandling(
  app: FastifyInstance,
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  const knownRoutes = FindMyWay();
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== "HEAD") knownRoutes.on(method as HTTPMethod, route.url, () => undefined);
    }
  });

  const translators = messageTranslators(app.log);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const [status, english] = toResponse(error);
    // The code stays stable for programs; the message is in her language.
    const body = inLanguage(english, translators[requestLanguage(request)]);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: english.error.code, status }, english.error.message);
    if (error instanceof AppError && error.retryAfterSeconds)
      reply.header("retry-after", String(error.retryAfterSeconds));
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (spaFallback && ["GET", "HEAD"].includes(request.method) && !NOT_APP_PATHS.test(path)) {
      return spaFallback(request, reply);
    }
    const allowed = (["GET", "POST", "PUT", "PATCH", "DELETE"] as const).filter((m) =>
      knownRoutes.find(m, path),
    );
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header("allow", allowed.join(", "))
        .send(errorBody(AppErrorCode.METHOD_NOT_ALLOWED, `${request.method} is not allowed on ${path}.`));
    }
    return reply.status(404).send(errorBody(AppErrorCode.NOT_FOUND, `Nothing at ${request.method} ${path}.`));
  });
}
