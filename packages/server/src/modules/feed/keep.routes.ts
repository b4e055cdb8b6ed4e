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
import { requireUser } from "../../plugins/auth.js";
import { limitBy } from "../../plugins/security.js";
import { keepService } from "./keep.service.js";

const tags = ["feed"];
const byId = z.object({ id: z.uuid() });

/** Saving, hiding, reporting and viewing posts: any signed-in reader, verified or not. */
export const keepRoutes: FastifyPluginAsyncZod = async (app) => {
  const keep = keepService({ db: app.deps.database.db, clock: app.deps.clock });
  const taps = limitBy(app, { name: "feed-keep:ip", max: 600, minutes: 60, key: (req) => req.ip });
  const reportsLimit = limitBy(app, { name: "post-report:ip", max: 30, minutes: 60, key: (req) => req.ip });
  const flag = { tags, params: byId, response: { 200: flagResultSchema } };

  for (const [method, saved] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/api/posts/:id/save",
      preHandler: taps,
      schema: { ...flag, summary: saved ? "Save a post" : "Unsave a post" },
      handler: async (request) => keep.save((await requireUser(request)).userId, request.params.id, saved),
    });
  }

  app.get(
    "/api/saved-posts",
    {
      schema: {
        tags,
        summary: "Her saved posts, newest saved first",
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema },
      },
    },
    async (request) =>
      keep.saved((await requireUser(request)).userId, request.query.limit, request.query.cursor),
  );

  app.post(
    "/api/posts/:id/hide",
    {
      preHandler: taps,
      schema: { ...flag, summary: "Hide a post from her feed, with reasons", body: hideRequestSchema },
    },
    async (request) =>
      keep.hide((await requireUser(request)).userId, request.params.id, request.body.reasons),
  );

  app.delete(
    "/api/posts/:id/hide",
    { preHandler: taps, schema: { ...flag, summary: "Undo hiding a post" } },
    async (request) => keep.unhide((await requireUser(request)).userId, request.params.id),
  );

  app.post(
    "/api/posts/:id/report",
    {
      preHandler: reportsLimit,
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
      return keep.report((await requireUser(request)).userId, request.params.id, reason, description);
    },
  );

  app.post(
    "/api/posts/:id/view",
    {
      preHandler: taps,
      schema: { tags, summary: "Count her view of a post", params: byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await keep.view((await requireUser(request)).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
