import { ChatLimits, ChatMessages } from "@saheli/core/chat";
import {
  attachmentSchema,
  chatPersonSchema,
  conversationSchema,
  editMessageSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  newConversationSchema,
  newMessageSchema,
  pickListQuerySchema,
  reactionSchema,
} from "@saheli/core/contracts/chat";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendStoredFile } from "../../platform/send-stored-file.js";
import { userOf } from "../../plugins/access.js";
import { readUpload } from "../../plugins/uploads.js";

const tags = ["chat"];
const byId = z.object({ id: z.uuid() });

/** Chat (doc 2 §7): reading needs a session; writing needs a verified member (the verification guard). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat, chatFiles: files } = app.services;
  const { storage } = app.deps;

  app.get(
    "/api/chat/conversations",
    {
      config: { access: "member", refusal: ChatMessages.unauthenticated },
      schema: {
        tags,
        summary: "Her conversations, latest activity first",
        response: { 200: z.array(conversationSchema) },
      },
    },
    async (request) => chat.list(userOf(request).userId),
  );

  app.post(
    "/api/chat/conversations",
    {
      config: { access: "verified", limits: ["write"] },
      schema: {
        tags,
        summary: "Open the direct conversation with one person, or start a group with several",
        body: newConversationSchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) => chat.start(userOf(request).userId, request.body),
  );

  app.get(
    "/api/chat/conversations/:id",
    {
      config: { access: "member", refusal: ChatMessages.unauthenticated },
      schema: {
        tags,
        summary: "One of her conversations",
        params: byId,
        response: { 200: conversationSchema },
      },
    },
    async (request) => chat.one(userOf(request).userId, request.params.id),
  );

  app.get(
    "/api/chat/conversations/:id/messages",
    {
      config: { access: "member", refusal: ChatMessages.unauthenticated },
      schema: {
        tags,
        summary: `A conversation's messages, ${ChatLimits.historyPage} at a time, oldest first; older with ?before=`,
        params: byId,
        querystring: messagePageQuerySchema,
        response: { 200: messagePageSchema },
      },
    },
    async (request) => chat.history(userOf(request).userId, request.params.id, request.query),
  );

  app.post(
    "/api/chat/conversations/:id/messages",
    {
      config: { access: "verified", limits: ["message"] },
      schema: {
        tags,
        summary: "Send a message",
        params: byId,
        body: newMessageSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => chat.send(userOf(request).userId, request.params.id, request.body),
  );

  app.post(
    "/api/chat/conversations/:id/read",
    {
      config: { access: "member", refusal: ChatMessages.unauthenticated },
      schema: {
        tags,
        summary: "She has read everything in the conversation",
        params: byId,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await chat.markRead(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    "/api/chat/messages/:id",
    {
      config: { access: "verified", limits: ["message"] },
      schema: {
        tags,
        summary: "Edit her own message",
        params: byId,
        body: editMessageSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => chat.edit(userOf(request).userId, request.params.id, request.body.content),
  );

  app.delete(
    "/api/chat/messages/:id",
    {
      config: { access: "owner", refusal: ChatMessages.unauthenticated, limits: ["message"] },
      schema: { tags, summary: "Delete her own message", params: byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await chat.remove(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/chat/messages/:id/reactions",
    {
      config: { access: "verified", limits: ["message"] },
      schema: {
        tags,
        summary: "Add her reaction with an emoji, or take it back",
        params: byId,
        body: reactionSchema,
        response: { 200: z.object({ reactions: messageSchema.shape.reactions }) },
      },
    },
    async (request) => chat.react(userOf(request).userId, request.params.id, request.body.emoji),
  );

  app.get(
    "/api/chat/people",
    {
      config: { access: "verified" },
      schema: {
        tags,
        summary: "The people she may start a conversation with",
        querystring: pickListQuerySchema,
        response: { 200: z.array(chatPersonSchema) },
      },
    },
    async (request) => chat.pickList(userOf(request).userId, request.query.q, request.query.limit),
  );

  app.post(
    "/api/chat/files",
    {
      config: { access: "verified", limits: ["upload"] },
      schema: {
        tags,
        summary: "Upload a chat file: image, video, audio or document (≤ 50 MB)",
        response: { 200: attachmentSchema },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      const file = await readUpload(request, { maxBytes: ChatLimits.fileBytesMax, kind: "file" });
      return files.upload(userId, file);
    },
  );

  app.get(
    "/api/chat/files/*",
    {
      config: { access: "member", refusal: ChatMessages.unauthenticated },
      schema: {
        tags,
        summary: "A chat file, for the people of its conversation",
        params: z.object({ "*": z.string().max(300) }),
      },
    },
    async (request, reply) => {
      const file = await files.read(userOf(request).userId, request.params["*"]);
      const inline = /^(image|video|audio)\//.test(file.contentType);
      if (!inline) reply.header("content-disposition", "attachment");
      reply.header("cache-control", "private, max-age=3600").header("content-security-policy", "sandbox");
      return sendStoredFile(request, reply, storage, file.path, file);
    },
  );
};
