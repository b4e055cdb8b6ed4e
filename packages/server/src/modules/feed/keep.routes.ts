import {
  feedPageSchema,
  feedQuerySchema,
  flagResultSchema,
  hideRequestSchema,
  messageResultSchema,
  postReportSchema,
} from "@saheli/core/contracts/feed";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";

const tags = ["feed"];
const byId = z.object({ id: z.uuid() });

/** Saving, hiding, reporting and viewing posts: any signed-in reader, verified or not. */
export const keepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { keep } = app.services;
  const flag = { tags, params: byId, response: { 200: flagResultSchema } };

  for (const [method, saved] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      config: { access: "member", limits: ["tap"] },
      method,
      url: "/api/posts/:id/save",
      schema: { ...flag, summary: saved ? "Save a post" : "Unsave a post" },
      handler: async (request) => keep.save(userOf(request).userId, request.params.id, saved),
    });
  }

  app.get(
    "/api/saved-posts",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Her saved posts, newest saved first",
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema },
      },
    },
    async (request) => keep.saved(userOf(request).userId, request.query.limit, request.query.cursor),
  );

  app.post(
    "/api/posts/:id/hide",
    {
      config: { access: "member", limits: ["tap"] },
      schema: { ...flag, summary: "Hide a post from her feed, with reasons", body: hideRequestSchema },
    },
    async (request) => keep.hide(userOf(request).userId, request.params.id, request.body.reasons),
  );

  app.delete(
    "/api/posts/:id/hide",
    {
      config: { access: "owner", limits: ["tap"] },
      schema: { ...flag, summary: "Undo hiding a post" },
    },
    async (request) => keep.unhide(userOf(request).userId, request.params.id),
  );

  app.post(
    "/api/posts/:id/report",
    {
      config: { access: "member", limits: ["report"] },
      schema: {
        tags,
        summary: "Report a post to the moderators",
        params: byId,
        body: postReportSchema,
        response: { 200: messageResultSchema },
      },
    },
    async (request) => {
      const { reason, description } = request.body;
      return keep.report(userOf(request).userId, request.params.id, reason, description);
    },
  );

  app.post(
    "/api/posts/:id/view",
    {
      config: { access: "member", limits: ["tap"] },
      schema: { tags, summary: "Count her view of a post", params: byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await keep.view(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
