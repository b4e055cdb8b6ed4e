import { feedPageSchema, groupFeedQuerySchema } from "@saheli/core/contracts/feed";
import {
  createGroupSchema,
  groupListQuerySchema,
  groupListSchema,
  groupViewSchema,
  membershipSchema,
} from "@saheli/core/contracts/groups";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";
import { currentUser } from "../../plugins/auth.js";

const tags = ["groups"];
const byId = z.object({ id: z.string().min(1).max(200) });

/** Groups: anyone signed in may look; joining and creating are for verified members. */
export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { groups } = app.services;
  const viewer = async (request: Parameters<typeof currentUser>[0]) =>
    (await currentUser(request))?.userId ?? null;

  app.get(
    "/api/groups",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Groups by name, or hers",
        querystring: groupListQuerySchema,
        response: { 200: groupListSchema },
      },
    },
    async (request) => ({
      items: await groups.list(await viewer(request), request.query.q, request.query.mine === "true"),
    }),
  );

  app.post(
    "/api/groups",
    {
      config: { access: "verified", limits: ["write"] },
      schema: {
        tags,
        summary: "Create a group (she becomes its admin)",
        body: createGroupSchema,
        response: { 200: groupViewSchema },
      },
    },
    async (request) => groups.create(userOf(request).userId, request.body),
  );

  app.get(
    "/api/groups/:id",
    {
      config: { access: "public" },
      schema: { tags, summary: "A group by id or slug", params: byId, response: { 200: groupViewSchema } },
    },
    async (request) => groups.find(await viewer(request), request.params.id),
  );

  app.get(
    "/api/groups/:id/posts",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The group's feed",
        params: byId,
        querystring: groupFeedQuerySchema,
        response: { 200: feedPageSchema },
      },
    },
    async (request) =>
      groups.feed(await viewer(request), request.params.id, request.query.limit, request.query.cursor),
  );

  app.put(
    "/api/groups/:id/membership",
    {
      config: { access: "verified", limits: ["write"] },
      schema: { tags, summary: "Join", params: byId, response: { 200: membershipSchema } },
    },
    async (request) => groups.membership(userOf(request).userId, request.params.id, true),
  );

  app.delete(
    "/api/groups/:id/membership",
    {
      config: { access: "member", limits: ["write"] },
      schema: { tags, summary: "Leave", params: byId, response: { 200: membershipSchema } },
    },
    async (request) => groups.membership(userOf(request).userId, request.params.id, false),
  );
};
