import { OTP_VALIDITY_S } from "@saheli/core/auth";
import {
  authProvidersResponseSchema,
  otpSendRequestSchema,
  otpSendResponseSchema,
  otpVerifyRequestSchema,
  outboxMessageSchema,
  sessionResponseSchema,
  signInResponseSchema,
} from "@saheli/core/contracts/auth";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";
import { requestLanguage } from "../../plugins/language.js";
import { randomToken } from "./secrets.js";
import type { Tokens } from "./session.service.js";

const tags = ["auth"];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { otp, sessions, cookies, oauthProviders, smsAvailable, outbox } = app.deps.auth;

  async function signIn(reply: FastifyReply, tokens: Tokens, userId: string) {
    cookies.setSession(reply, tokens);
    return sessions.describe(userId, tokens);
  }

  app.get(
    "/api/auth/providers",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Which sign-in methods this server offers",
        response: { 200: authProvidersResponseSchema },
      },
    },
    async () => ({ email: true as const, sms: smsAvailable, oauth: oauthProviders() }),
  );

  app.post(
    "/api/auth/otp/send",
    {
      config: { access: "public", limits: ["codeSendAddress", "codeSendIdentifier"] },
      schema: {
        tags,
        summary: "Send a one-time sign-in code by e-mail or SMS",
        body: otpSendRequestSchema,
        response: { 200: otpSendResponseSchema },
      },
    },
    async (request, reply) => {
      // The code is bound to this browser: only a request carrying the same cookie may use it.
      const binding = cookies.read(request, "binding") ?? randomToken();
      const result = await otp.sendCode({ ...request.body, binding, language: requestLanguage(request) });
      cookies.set(reply, "binding", binding, OTP_VALIDITY_S);
      return result;
    },
  );

  app.post(
    "/api/auth/otp/verify",
    {
      config: { access: "public", limits: ["codeCheck"] },
      schema: {
        tags,
        summary: "Sign in with a one-time code; sets the session cookies",
        body: otpVerifyRequestSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request, reply) => {
      const binding = cookies.read(request, "binding") ?? "";
      const account = await otp.verifyCode({ ...request.body, binding, language: requestLanguage(request) });
      const tokens = await sessions.start(account.id, request.headers["user-agent"]);
      cookies.clear(reply, "binding");
      return { ...(await signIn(reply, tokens, account.id)), is_new_user: account.created };
    },
  );

  app.get(
    "/api/auth/session",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The signed-in person, her profile and when the session ends",
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      reply.header("cache-control", "no-store");
      return sessions.describe(user.userId, user);
    },
  );

  app.post(
    "/api/auth/refresh",
    {
      config: { access: "public", limits: ["sessionRefresh"] },
      schema: { tags, summary: "Rotate the session's tokens", response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      try {
        const tokens = await sessions.refresh(
          cookies.read(request, "refresh"),
          request.headers["user-agent"],
        );
        return await signIn(reply, tokens, tokens.userId);
      } catch (error) {
        cookies.clearSession(reply);
        throw error;
      }
    },
  );

  app.post(
    "/api/auth/logout",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Sign out: the session stops working on the server",
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await sessions.revoke({
        accessToken: cookies.read(request, "access"),
        refreshToken: cookies.read(request, "refresh"),
      });
      cookies.clearSession(reply);
      return reply.status(204).send(null);
    },
  );

  if (outbox) {
    app.get(
      "/api/dev/outbox",
      {
        config: { access: "public" },
        schema: {
          tags: ["development"],
          summary: "Messages that would have been sent (outside production only)",
          response: { 200: z.array(outboxMessageSchema) },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return outbox.list();
      },
    );
  }
};
