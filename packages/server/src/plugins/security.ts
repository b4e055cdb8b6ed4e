import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import { AppErrorCode } from "@saheli/core/errors";
import { tooManyRequestsMessage } from "@saheli/core/limits";
import { VIDEO_EMBED_ORIGINS } from "@saheli/core/link-preview";
import { YOUTUBE_EMBED_ORIGIN, YOUTUBE_THUMBNAIL_ORIGIN } from "@saheli/core/music";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { SnapshotLocalStore } from "../platform/rate-limit-store.js";
import { rateLimited } from "./access.js";
import { errorBody } from "./errors.js";
import { registerTransportHeaders } from "./transport-headers.js";

/** Security headers for every response; the rate limiter's store (rules and checks: plugins/access.ts). */
export async function registerSecurity(app: FastifyInstance, redis: Redis | undefined, keyPrefix: string) {
  // Razorpay's Standard Checkout is its script plus its frames (the API origin serves the payment pages).
  const razorpay = app.deps.config.razorpay;
  const paymentOrigins = razorpay
    ? [...new Set([new URL(razorpay.checkoutUrl).origin, new URL(razorpay.baseUrl).origin])]
    : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The selfie check runs its face models with WebAssembly (issue 5); no eval of scripts.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...paymentOrigins],
        // Music on posts plays in the video service's privacy-enhanced player, only after she presses play.
        // Link cards' videos play in their service's player, framed only after she presses play (issue 21 §1).
        frameSrc: ["'self'", ...paymentOrigins, ...new Set([YOUTUBE_EMBED_ORIGIN, ...VIDEO_EMBED_ORIGINS])],
        // Radix and sonner position popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The music search's song thumbnails come from the video service's image host.
        imgSrc: ["'self'", "data:", "blob:", YOUTUBE_THUMBNAIL_ORIGIN],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...paymentOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  registerTransportHeaders(app);

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${keyPrefix}rate-limit:` } : { store: SnapshotLocalStore }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody(AppErrorCode.RATE_LIMITED, tooManyRequestsMessage(context.ttl / 1000)),
    }),
  });
}

export type LimitRule = {
  name: string;
  max: number;
  minutes: number;
  key: (request: FastifyRequest) => string;
};

/**
 * A route's own limit, on top of the baseline: several may stack on one route (per person and per address),
 * which the plugin's route option cannot do. Runs as a preHandler, so keys may come from the parsed body.
 */
export function limitBy(app: FastifyInstance, rule: LimitRule) {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.minutes * 60_000,
    keyGenerator: (request) => `${rule.name}:${rule.key(request)}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
  };
}
