import {
  myPostInsightsSchema,
  postVersionsSchema,
  reactorsPageSchema,
  reactorsQuerySchema,
} from "@saheli/core/contracts/post-extras";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";
import { currentUser } from "../../plugins/auth.js";

const tags = ["feed"];
const byId = z.object({ id: z.uuid() });

/** Issue 21 §6: a post's earlier versions (its author), who reacted, and her engagement rate. */
export const postExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { postExtras } = app.services;

  app.get(
    "/api/posts/:id/versions",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary: "What her post said before each edit, newest first (the author only)",
        params: byId,
        response: { 200: postVersionsSchema },
      },
    },
    async (request) => postExtras.versions(userOf(request).userId, request.params.id),
  );

  app.get(
    "/api/posts/:id/reactions",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Who reacted, by type, 20 a page newest first (`next_cursor` for more)",
        params: byId,
        querystring: reactorsQuerySchema,
        response: { 200: reactorsPageSchema },
      },
    },
    async (request) =>
      postExtras.reactors(
        (await currentUser(request))?.userId ?? null,
        request.params.id,
        request.query.type,
        request.query.cursor,
      ),
  );

  app.get(
    "/api/me/post-insights",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Her posts of the last 30 days and their engagement rate",
        response: { 200: myPostInsightsSchema },
      },
    },
    async (request) => postExtras.myInsights(userOf(request).userId),
  );
};
