import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import { AppErrorCode } from "@saheli/core/errors";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { errorBody } from "./errors.js";

/** Security headers for every response; the rate limiter, which routes opt into (see `anonymousApiLimit`). */
export async function registerSecurity(app: FastifyInstance, redis: Redis | undefined, keyPrefix: string) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${keyPrefix}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody(AppErrorCode.RATE_LIMITED, `Too many requests. Please try again in ${context.after}.`),
    }),
  });
}

/** The baseline for every API route: 300 requests per 5 minutes per client address. */
export const anonymousApiLimit = { max: 300, timeWindow: "5 minutes" } as const;
