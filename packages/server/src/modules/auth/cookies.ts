import type { CookieSerializeOptions } from "@fastify/cookie";
import { SESSION_TTL_S } from "@saheli/core/auth";
import type { FastifyReply, FastifyRequest } from "fastify";

export type CookieNames = { access: string; refresh: string; binding: string; oauth: string };

/**
 * `__Host-` cookies over HTTPS (Secure, Path=/, no Domain); plain names on http://localhost, where browsers
 * refuse Secure cookies.
 */
export function cookieNames(secure: boolean): CookieNames {
  const prefix = secure ? "__Host-" : "";
  return {
    access: `${prefix}saheli_at`,
    refresh: `${prefix}saheli_rt`,
    binding: `${prefix}saheli_otp`,
    oauth: `${prefix}saheli_oauth`,
  };
}

export type SessionCookies = ReturnType<typeof sessionCookies>;

export function sessionCookies(secure: boolean) {
  const names = cookieNames(secure);
  const options = (maxAge: number): CookieSerializeOptions => ({
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: "/",
    maxAge,
  });
  return {
    names,
    read: (request: FastifyRequest, name: keyof CookieNames) => request.cookies[names[name]] || undefined,
    setSession(reply: FastifyReply, tokens: { accessToken: string; refreshToken: string }) {
      reply.setCookie(names.access, tokens.accessToken, options(SESSION_TTL_S));
      reply.setCookie(names.refresh, tokens.refreshToken, options(SESSION_TTL_S));
    },
    clearSession(reply: FastifyReply) {
      reply.clearCookie(names.access, options(0));
      reply.clearCookie(names.refresh, options(0));
    },
    set(reply: FastifyReply, name: "binding" | "oauth", value: string, maxAge: number) {
      reply.setCookie(names[name], value, options(maxAge));
    },
    clear(reply: FastifyReply, name: "binding" | "oauth") {
      reply.clearCookie(names[name], options(0));
    },
  };
}
