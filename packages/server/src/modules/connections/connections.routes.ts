import { OAuthMessages } from "@saheli/core/connections";
import {
  authorizeQuerySchema,
  authorizeResponseSchema,
  oauthCallbackBodySchema,
  oauthCallbackResponseSchema,
  refreshTokenBodySchema,
  refreshTokenResponseSchema,
  tokenStatusSchema,
} from "@saheli/core/contracts/connections";
import { AppErrorCode } from "@saheli/core/errors";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.js";
import { userOf } from "../../plugins/access.js";

const tags = ["connections"];
/** Checked by the service, so anything else is answered "Unsupported OAuth platform" (doc 3 §8). */
const byPlatform = z.object({ platform: z.string().max(40) });
const signedIn = { access: "member", refusal: OAuthMessages.notAuthenticated } as const;

/** A body the schema refused, answered with the spec's own words (doc 3 §5) rather than a path and a message. */
function inSpecWords(request: FastifyRequest) {
  const error = request.validationError as { validation?: { message?: string }[] } | undefined;
  if (!error) return;
  throw new AppError(
    AppErrorCode.VALIDATION_FAILED,
    400,
    error.validation?.[0]?.message ?? "Invalid request",
  );
}

/** A vendor's Zoom and Google Calendar connections (doc 3 §4, §7; issue 19 §3). Tokens never leave the server. */
export const connectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { connections } = app.services;

  app.get(
    "/api/oauth/:platform/authorize",
    {
      config: { ...signedIn, limits: ["write"] },
      schema: {
        tags,
        summary: "Start connecting Zoom or Google Calendar: the provider's consent page to send her to",
        params: byPlatform,
        querystring: authorizeQuerySchema,
        response: { 200: authorizeResponseSchema },
      },
    },
    async (request) =>
      connections.authorize(userOf(request).userId, request.params.platform, request.query.return_to),
  );

  app.post(
    "/api/oauth/callback/:platform",
    {
      config: { ...signedIn, limits: ["write"] },
      schema: {
        tags,
        summary: "Finish connecting (called by the /oauth/callback/{platform} page with the code and state)",
        params: byPlatform,
        body: oauthCallbackBodySchema,
        response: { 200: oauthCallbackResponseSchema },
      },
    },
    async (request) => connections.callback(userOf(request).userId, request.params.platform, request.body),
  );

  app.get(
    "/api/oauth/tokens/:platform",
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Her connection's status (doc 3 §3): never a token",
        params: byPlatform,
        response: { 200: tokenStatusSchema },
      },
    },
    async (request) => connections.status(userOf(request).userId, request.params.platform),
  );

  app.delete(
    "/api/oauth/tokens/:platform",
    {
      config: { ...signedIn, limits: ["write"] },
      schema: {
        tags,
        summary: "Disconnect: her tokens are forgotten and revoked at the provider",
        params: byPlatform,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await connections.disconnect(userOf(request).userId, request.params.platform);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/oauth/refresh-token",
    {
      config: { ...signedIn, limits: ["write"] },
      attachValidation: true,
      schema: {
        tags,
        summary: "Renew her access token now (doc 3 §7); answers its expiry and scope, never the tokens",
        body: refreshTokenBodySchema,
        response: { 200: refreshTokenResponseSchema },
      },
    },
    async (request) => {
      inSpecWords(request);
      const { platform, refresh_token } = request.body;
      return connections.refresh(userOf(request).userId, platform, refresh_token);
    },
  );
};
