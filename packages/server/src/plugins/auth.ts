import cookie from "@fastify/cookie";
import { AuthMessages } from "@saheli/core/auth";
import { AppErrorCode } from "@saheli/core/errors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors.js";
import type { SessionCookies } from "../modules/auth/cookies.js";
import { type AuthContext, type SessionService, sessionExpired } from "../modules/auth/session.service.js";

export type AuthDeps = { sessions: SessionService; cookies: SessionCookies };

const known = new WeakMap<FastifyRequest, Promise<AuthContext | null>>();

/** The signed-in person, looked up once per request; null for a visitor. */
export function currentUser(request: FastifyRequest): Promise<AuthContext | null> {
  let found = known.get(request);
  if (!found) {
    const { sessions, cookies } = request.server.deps.auth;
    const access = cookies.read(request, "access");
    // No access cookie but a refresh cookie: the client should refresh, not be treated as a stranger.
    found =
      !access && cookies.read(request, "refresh")
        ? Promise.reject(sessionExpired())
        : sessions.authenticate(access);
    known.set(request, found);
  }
  return found;
}

export async function requireUser(
  request: FastifyRequest,
  message = "Authentication error. Please log in again.",
): Promise<AuthContext> {
  const user = await currentUser(request);
  if (!user) throw AppError.unauthenticated(message);
  return user;
}

/** Admin-only routes (profile role A); the message says what was refused. */
export async function requireAdmin(request: FastifyRequest, message: string): Promise<AuthContext> {
  const user = await requireUser(request);
  if (user.role !== "A") throw AppError.forbidden(message);
  return user;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookies, and the CSRF defence for every write, whatever its path looks like (`/%61pi/…` routes to
 * `/api/…`): a browser names the page that sent a request in `Origin` (and `Sec-Fetch-Site`); one from another
 * site is refused before it reaches a route. The WebSocket gateway checks its upgrade the same way.
 */
export async function registerAuth(app: FastifyInstance) {
  await app.register(cookie);
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Browsers name the sending page on every write: one that carries her cookies but names no page is refused.
    if (request.headers.cookie && !request.headers.origin && !request.headers["sec-fetch-site"])
      throw new AppError(AppErrorCode.FORBIDDEN, 403, AuthMessages.crossSite);
    if (!isSameSite(request)) throw new AppError(AppErrorCode.FORBIDDEN, 403, AuthMessages.crossSite);
  });
}

export function isSameSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin) {
    const ownHosts = [
      hostOf(`${request.protocol}://${request.headers.host}`),
      hostOf(request.server.deps.config.publicUrl),
    ];
    const host = hostOf(origin);
    return host !== null && ownHosts.includes(host);
  }
  const site = request.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin" || site === "none";
}

/** `host:port` with default ports dropped, or null for `null` and other non-URLs. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}
