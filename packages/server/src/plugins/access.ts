import { normalizeIdentifier, type OtpChannel } from "@saheli/core/auth";
import { AppErrorCode } from "@saheli/core/errors";
import { type Access, type LimitName, RateLimits, tooManyRequestsMessage } from "@saheli/core/limits";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from "fastify";
import { AppError } from "../errors.js";
import type { AuthContext } from "../modules/auth/session.service.js";
import { requireVerified } from "../modules/verification/access.js";
import { currentUser, requireAdmin, requireUser } from "./auth.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route; checked before its body is read. Every /api route declares one. */
    access?: Access;
    /** Rate-limit rules by name (packages/core/src/limits.ts), on top of the per-person or per-address baseline. */
    limits?: readonly LimitName[];
    /** The spec's own words for this route's 401 or 403 where it has some, or its own error for a visitor. */
    refusal?: string | AppError;
  }
}

const signedIn = new WeakMap<FastifyRequest, AuthContext>();

/** The person the route's declared access let in; only for routes declared member, verified, owner or admin. */
export function userOf(request: FastifyRequest): AuthContext {
  const user = signedIn.get(request);
  if (!user) throw new Error(`${request.routeOptions.url} reads the person but declares public access`);
  return user;
}

type Refusal = string | AppError | undefined;
type Check = (request: FastifyRequest, refusal: Refusal) => Promise<AuthContext>;

async function member(request: FastifyRequest, refusal: Refusal) {
  if (!(refusal instanceof AppError)) return requireUser(request, refusal);
  const user = await currentUser(request);
  if (!user) throw refusal;
  return user;
}

const checks: Record<Exclude<Access, "public">, Check> = {
  member,
  owner: member,
  verified: (request) => requireVerified(request),
  admin: (request, refusal) =>
    requireAdmin(request, typeof refusal === "string" ? refusal : "Only admins can do this."),
};

/** A visitor, or a person whose session has run out, is counted by address. */
async function personOrNull(request: FastifyRequest) {
  return currentUser(request).catch(() => null);
}

async function subjectKey(request: FastifyRequest, name: LimitName): Promise<string> {
  const rule = RateLimits[name];
  if (rule.per === "identifier") {
    const { channel, identifier } = (request.body ?? {}) as { channel?: OtpChannel; identifier?: unknown };
    // Counted per address too: a stranger sending codes to her address uses up the stranger's budget, not hers.
    return `id:${normalizeIdentifier(channel === "sms" ? "sms" : "email", String(identifier ?? ""))}:${request.ip}`;
  }
  const person = rule.per === "person" ? await personOrNull(request) : null;
  return person ? `person:${person.userId}` : `address:${request.ip}`;
}

/** Paths under /api that are the contract's own pages, served by @fastify/swagger(-ui), not operations. */
const DOCS = /^\/api\/(docs|openapi\.json)(\/|$)/;

/**
 * Access and rate limits, declared on each route (`config: { access, limits }`) and enforced here, once: the
 * access check and every person or address rule before the body is parsed, identifier rules (which need the
 * body) just before the handler. OpenAPI shows each operation's declaration as `x-access` and `x-limits`; an
 * /api route without one stops the server at start-up. Registered at the root, before any route.
 */
export function registerAccess(app: FastifyInstance) {
  const counter = rateCounters(app);
  app.addHook("onRoute", (route) => {
    const { access, limits = [], refusal } = route.config ?? {};
    if (!access) {
      if (route.url.startsWith("/api/") && !DOCS.test(route.url))
        throw new Error(`${route.method} ${route.url} declares no access (config: { access })`);
      return;
    }
    const declared = { "x-access": access, ...(limits.length ? { "x-limits": limits } : {}) };
    route.schema = { ...route.schema, ...(declared as object) };
    const early: onRequestHookHandler = async (request) => {
      if (access !== "public") signedIn.set(request, await checks[access](request, refusal));
      for (const name of limits) if (RateLimits[name].per !== "identifier") await counter(name)(request);
    };
    const late: preHandlerHookHandler = async (request) => {
      for (const name of limits) if (RateLimits[name].per === "identifier") await counter(name)(request);
    };
    // A WebSocket upgrade is refused in preValidation, where @fastify/websocket still answers it over HTTP.
    if (route.websocket) route.preValidation = [early, ...toArray(route.preValidation)];
    else route.onRequest = [early, ...toArray(route.onRequest)];
    if (limits.some((name) => RateLimits[name].per === "identifier"))
      route.preHandler = [late, ...toArray(route.preHandler)];
  });
}

/** The API's baseline: every request counts against her own budget, or her address's when she is a visitor. */
export function registerApiBudget(api: FastifyInstance) {
  const counter = rateCounters(api);
  const member = counter("apiMember");
  const visitor = counter("apiVisitor");
  api.addHook("onRequest", async (request) => {
    if (await personOrNull(request)) await member(request);
    else await visitor(request);
  });
}

/** One limiter per rule, made on first use and shared by every route that names it. */
function rateCounters(app: FastifyInstance) {
  const counters = new Map<LimitName, (request: FastifyRequest) => Promise<void>>();
  return (name: LimitName) => {
    let check = counters.get(name);
    if (!check) {
      const rule = RateLimits[name];
      const limiter = app.createRateLimit({
        max: rule.max * app.deps.config.limitsScale,
        timeWindow: rule.seconds * 1000,
        keyGenerator: async (request) => `${name}:${await subjectKey(request, name)}`,
      });
      check = async (request) => {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
      };
      counters.set(name, check);
    }
    return check;
  };
}

function toArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

export function rateLimited(retryAfterSeconds: number) {
  return new AppError(
    AppErrorCode.RATE_LIMITED,
    429,
    tooManyRequestsMessage(retryAfterSeconds),
    retryAfterSeconds,
  );
}
