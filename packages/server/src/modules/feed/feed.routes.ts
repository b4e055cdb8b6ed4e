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
import { userOf } from "../../plugins/access.js";
import { currentUser } from "../../plugins/auth.js";

const tags = ["feed"];
const byId = z.object({ id: z.uuid() });
const done = { 204: z.null() };

/** The community feed: posts, reactions, comments and polls (doc 1). Writing needs a verified member. */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { posts, engagement, polls } = app.services;
  const viewer = async (request: Parameters<typeof currentUser>[0]) =>
    (await currentUser(request))?.userId ?? null;

  app.get(
    "/api/feed",
    {
      config: { access: "public" },
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
      config: { access: "public" },
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
      config: { access: "verified", limits: ["post"] },
      schema: {
        tags,
        summary: "Publish a post or a poll",
        body: createPostSchema,
        response: { 200: postViewSchema },
      },
    },
    async (request) => posts.create(userOf(request).userId, request.body),
  );

  app.get(
    "/api/posts/scheduled",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Her scheduled posts, soonest first",
        response: { 200: z.object({ items: z.array(postViewSchema) }) },
      },
    },
    async (request) => ({ items: await posts.scheduled(userOf(request).userId) }),
  );

  app.get(
    "/api/posts/:id",
    {
      config: { access: "public" },
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
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Edit her own post",
        params: byId,
        body: updatePostSchema,
        response: { 200: postViewSchema },
      },
    },
    async (request) => posts.update(userOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    "/api/posts/:id",
    {
      config: { access: "owner", limits: ["write"] },
      schema: { tags, summary: "Delete her own post", params: byId, response: done },
    },
    async (request, reply) => {
      await posts.remove(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/posts/:id/reactions",
    {
      config: { access: "verified", limits: ["reaction"] },
      schema: {
        tags,
        summary: "React; the same reaction again removes it",
        params: byId,
        body: reactionRequestSchema,
        response: { 200: reactionResultSchema },
      },
    },
    async (request) =>
      engagement.react(userOf(request).userId, request.params.id, request.body.reaction_type),
  );

  app.get(
    "/api/posts/:id/comments",
    {
      config: { access: "public" },
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
      config: { access: "verified", limits: ["comment"] },
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
      return engagement.comment(userOf(request).userId, request.params.id, content, parent_comment_id);
    },
  );

  app.delete(
    "/api/comments/:id",
    {
      config: { access: "owner", limits: ["write"] },
      schema: { tags, summary: "Delete her own comment", params: byId, response: done },
    },
    async (request, reply) => {
      await engagement.deleteComment(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const [method, like] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      config: { access: "verified", limits: ["reaction"] },
      method,
      url: "/api/comments/:id/like",
      schema: {
        tags,
        summary: like ? "Like a comment" : "Unlike a comment",
        params: byId,
        response: { 200: commentLikeResultSchema },
      },
      handler: async (request) => engagement.likeComment(userOf(request).userId, request.params.id, like),
    });
  }

  app.post(
    "/api/posts/:id/repost",
    {
      config: { access: "verified", limits: ["post"] },
      schema: {
        tags,
        summary: "Repost, with or without her thoughts",
        params: byId,
        body: repostRequestSchema,
        response: { 200: postViewSchema },
      },
    },
    async (request) =>
      posts.repost(userOf(request).userId, request.params.id, request.body.comment || undefined),
  );

  app.delete(
    "/api/posts/:id/repost",
    {
      config: { access: "owner", limits: ["write"] },
      schema: { tags, summary: "Undo her repost", params: byId, response: done },
    },
    async (request, reply) => {
      await posts.unrepost(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/polls/:id/votes",
    {
      config: { access: "verified", limits: ["reaction"] },
      schema: {
        tags,
        summary: "Vote in a poll",
        params: byId,
        body: voteRequestSchema,
        response: { 200: voteResultSchema },
      },
    },
    async (request) => polls.vote(userOf(request).userId, request.params.id, request.body.option_ids),
  );

  app.get(
    "/api/polls/:id/voters",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Who voted in her poll, for one option or all (the poll's author only)",
        params: byId,
        querystring: pollVotersQuerySchema,
        response: { 200: pollVotersSchema },
      },
    },
    async (request) => polls.voters(userOf(request).userId, request.params.id, request.query.option_id),
  );
};
