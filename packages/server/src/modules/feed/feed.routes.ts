import {
  commentLikeResultSchema,
  commentPageQuerySchema,
  commentPageSchema,
  commentViewSchema,
  createCommentSchema,
  createPostSchema,
  feedPageSchema,
  feedQuerySchema,
  groupFeedQuerySchema,
  pollVotersQuerySchema,
  pollVotersSchema,
  postViewSchema,
  reactionRequestSchema,
  reactionResultSchema,
  repostRequestSchema,
  updatePostSchema,
  voteRequestSchema,
  voteResultSchema,
} from "@saheli/core/contracts/feed";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../plugins/auth.js";
import { limitBy } from "../../plugins/security.js";
import { notificationsService } from "../notifications/notifications.service.js";
import { requireVerified } from "../verification/access.js";
import { engagementService } from "./engagement.service.js";
import { pollsService } from "./polls.service.js";
import { PUBLISH_JOB, type PublishJob, postsService } from "./posts.service.js";

const tags = ["feed"];
const byId = z.object({ id: z.uuid() });
const done = { 204: z.null() };

/** The community feed: posts, reactions, comments and polls (doc 1). Writing needs a verified member. */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bus } = app.deps;
  const notifications = notificationsService({
    db: app.deps.database.db,
    clock: app.deps.clock,
    bus,
    push: app.deps.push,
    log: app.log,
  });
  const deps = { db: app.deps.database.db, clock: app.deps.clock, bus, notifications };
  const posts = postsService({ ...deps, jobs: app.deps.jobs });
  await app.deps.jobs?.register<PublishJob>(PUBLISH_JOB, async ({ postId }) => {
    await posts.publishDue(postId);
  });
  const engagement = engagementService(deps);
  const polls = pollsService(deps);
  const writes = limitBy(app, { name: "feed-write:ip", max: 120, minutes: 60, key: (req) => req.ip });
  const taps = limitBy(app, { name: "feed-tap:ip", max: 600, minutes: 60, key: (req) => req.ip });
  const viewer = async (request: Parameters<typeof currentUser>[0]) =>
    (await currentUser(request))?.userId ?? null;

  app.get(
    "/api/feed",
    {
      schema: {
        tags,
        summary: "The feed the viewer may read",
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema },
      },
    },
    async (request) => {
      const { sort, limit, cursor } = request.query;
      return posts.page(await viewer(request), sort, limit, cursor);
    },
  );

  app.get(
    "/api/people/:id/posts",
    {
      schema: {
        tags,
        summary: "A person's posts the viewer may read",
        params: byId,
        querystring: groupFeedQuerySchema,
        response: { 200: feedPageSchema },
      },
    },
    async (request) =>
      posts.byAuthor(await viewer(request), request.params.id, request.query.limit, request.query.cursor),
  );

  app.post(
    "/api/posts",
    {
      preHandler: writes,
      schema: {
        tags,
        summary: "Publish a post or a poll",
        body: createPostSchema,
        response: { 200: postViewSchema },
      },
    },
    async (request) => posts.create((await requireVerified(request)).userId, request.body),
  );

  app.get(
    "/api/posts/scheduled",
    {
      schema: {
        tags,
        summary: "Her scheduled posts, soonest first",
        response: { 200: z.object({ items: z.array(postViewSchema) }) },
      },
    },
    async (request) => ({ items: await posts.scheduled((await requireUser(request)).userId) }),
  );

  app.get(
    "/api/posts/:id",
    {
      schema: {
        tags,
        summary: "One post, if the viewer may read it",
        params: byId,
        response: { 200: postViewSchema },
      },
    },
    async (request) => posts.view(await viewer(request), request.params.id),
  );

  app.patch(
    "/api/posts/:id",
    {
      preHandler: writes,
      schema: {
        tags,
        summary: "Edit her own post",
        params: byId,
        body: updatePostSchema,
        response: { 200: postViewSchema },
      },
    },
    async (request) => posts.update((await requireUser(request)).userId, request.params.id, request.body),
  );

  app.delete(
    "/api/posts/:id",
    { preHandler: writes, schema: { tags, summary: "Delete her own post", params: byId, response: done } },
    async (request, reply) => {
      await posts.remove((await requireUser(request)).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/posts/:id/reactions",
    {
      preHandler: taps,
      schema: {
        tags,
        summary: "React; the same reaction again removes it",
        params: byId,
        body: reactionRequestSchema,
        response: { 200: reactionResultSchema },
      },
    },
    async (request) =>
      engagement.react(
        (await requireVerified(request)).userId,
        request.params.id,
        request.body.reaction_type,
      ),
  );

  app.get(
    "/api/posts/:id/comments",
    {
      schema: {
        tags,
        summary: "Comments, 20 a page (oldest first, `next_cursor` for the next), with their replies",
        params: byId,
        querystring: commentPageQuerySchema,
        response: { 200: commentPageSchema },
      },
    },
    async (request) => engagement.thread(await viewer(request), request.params.id, request.query.cursor),
  );

  app.post(
    "/api/posts/:id/comments",
    {
      preHandler: writes,
      schema: {
        tags,
        summary: "Comment, or reply to a comment",
        params: byId,
        body: createCommentSchema,
        response: { 200: commentViewSchema },
      },
    },
    async (request) => {
      const { content, parent_comment_id } = request.body;
      return engagement.comment(
        (await requireVerified(request)).userId,
        request.params.id,
        content,
        parent_comment_id,
      );
    },
  );

  app.delete(
    "/api/comments/:id",
    { preHandler: writes, schema: { tags, summary: "Delete her own comment", params: byId, response: done } },
    async (request, reply) => {
      await engagement.deleteComment((await requireUser(request)).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const [method, like] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/api/comments/:id/like",
      preHandler: taps,
      schema: {
        tags,
        summary: like ? "Like a comment" : "Unlike a comment",
        params: byId,
        response: { 200: commentLikeResultSchema },
      },
      handler: async (request) =>
        engagement.likeComment((await requireVerified(request)).userId, request.params.id, like),
    });
  }

  app.post(
    "/api/posts/:id/repost",
    {
      preHandler: writes,
      schema: {
        tags,
        summary: "Repost, with or without her thoughts",
        params: byId,
        body: repostRequestSchema,
        response: { 200: postViewSchema },
      },
    },
    async (request) =>
      posts.repost(
        (await requireVerified(request)).userId,
        request.params.id,
        request.body.comment || undefined,
      ),
  );

  app.delete(
    "/api/posts/:id/repost",
    { preHandler: writes, schema: { tags, summary: "Undo her repost", params: byId, response: done } },
    async (request, reply) => {
      await posts.unrepost((await requireUser(request)).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/polls/:id/votes",
    {
      preHandler: taps,
      schema: {
        tags,
        summary: "Vote in a poll",
        params: byId,
        body: voteRequestSchema,
        response: { 200: voteResultSchema },
      },
    },
    async (request) =>
      polls.vote((await requireVerified(request)).userId, request.params.id, request.body.option_ids),
  );

  app.get(
    "/api/polls/:id/voters",
    {
      schema: {
        tags,
        summary: "Who voted in her poll, for one option or all (the poll's author only)",
        params: byId,
        querystring: pollVotersQuerySchema,
        response: { 200: pollVotersSchema },
      },
    },
    async (request) =>
      polls.voters((await requireUser(request)).userId, request.params.id, request.query.option_id),
  );
};
