import {
  oauthCallbackRequestSchema,
  oauthCallbackResponseSchema,
  oauthProviderSchema,
} from "@saheli/core/contracts/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../plugins/language.js";
import { decodeFlow, encodeFlow } from "./oauth.service.js";

const tags = ["auth"];
const FLOW_TTL_S = 600;

export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { oauth, sessions, cookies } = app.deps.auth;

  app.get(
    "/api/auth/oauth/:provider",
    {
      config: { access: "public", limits: ["oauth"] },
      schema: {
        tags,
        summary: "Leave for the provider's sign-in page",
        params: z.object({ provider: oauthProviderSchema }),
        querystring: z.object({ redirectTo: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) => {
      const { url, flow } = oauth.start(request.params.provider, request.query.redirectTo);
      cookies.set(reply, "oauth", encodeFlow(flow), FLOW_TTL_S);
      return reply.redirect(url, 302);
    },
  );

  app.post(
    "/api/auth/oauth/callback",
    {
      config: { access: "public", limits: ["oauth"] },
      schema: {
        tags,
        summary: "Finish an OAuth sign-in (called by the /auth/callback page); sets the session cookies",
        body: oauthCallbackRequestSchema,
        response: { 200: oauthCallbackResponseSchema },
      },
    },
    async (request, reply) => {
      const flow = decodeFlow(cookies.read(request, "oauth"));
      cookies.clear(reply, "oauth");
      const { userId, redirectTo, isNewUser } = await oauth.finish(
        flow,
        request.body.code,
        request.body.state,
        requestLanguage(request),
      );
      cookies.setSession(reply, await sessions.start(userId, request.headers["user-agent"]));
      return { redirect_to: redirectTo, is_new_user: isNewUser };
    },
  );
};
