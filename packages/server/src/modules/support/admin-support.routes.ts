import {
  adminArticleListSchema,
  adminArticleSchema,
  adminQueueQuerySchema,
  adminQueueSchema,
  adminReplyInputSchema,
  adminTicketSchema,
  assignInputSchema,
  createArticleInputSchema,
  publishArticleInputSchema,
} from "@saheli/core/contracts/support";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";

const tags = ["support", "admin"];
const byTicket = z.object({ id: z.uuid() });
const byArticle = z.object({ id: z.string().max(100) });

/** Admins answer support tickets and edit the help articles (issue 22). Admins only. */
export const adminSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { helpCentre, supportTickets } = app.services;

  app.get(
    "/api/admin/support/tickets",
    {
      config: { access: "admin", limits: ["helpCentre"] },
      schema: {
        tags,
        summary: "The support queue: filters by status and assignee; due times; overdue count",
        querystring: adminQueueQuerySchema,
        response: { 200: adminQueueSchema },
      },
    },
    async (request) => supportTickets.queue(userOf(request).userId, request.query),
  );

  app.get(
    "/api/admin/support/tickets/:id",
    {
      config: { access: "admin", limits: ["helpCentre"] },
      schema: {
        tags,
        summary: "A ticket with its thread and requester",
        params: byTicket,
        response: { 200: adminTicketSchema },
      },
    },
    async (request) => supportTickets.adminView(request.params.id),
  );

  app.post(
    "/api/admin/support/tickets/:id/assign",
    {
      config: { access: "admin", limits: ["supportReply"] },
      schema: {
        tags,
        summary: "Assign the ticket to me, or to nobody",
        params: byTicket,
        body: assignInputSchema,
        response: { 200: adminTicketSchema },
      },
    },
    async (request) =>
      supportTickets.assign(userOf(request).userId, request.params.id, request.body.assignee),
  );

  app.post(
    "/api/admin/support/tickets/:id/messages",
    {
      config: { access: "admin", limits: ["supportReply"] },
      schema: {
        tags,
        summary: "Reply to her (e-mail and in-app notification), optionally closing the ticket",
        params: byTicket,
        body: adminReplyInputSchema,
        response: { 200: adminTicketSchema },
      },
    },
    async (request) => supportTickets.adminReply(userOf(request).userId, request.params.id, request.body),
  );

  app.post(
    "/api/admin/support/tickets/:id/close",
    {
      config: { access: "admin", limits: ["supportReply"] },
      schema: { tags, summary: "Close the ticket", params: byTicket, response: { 200: adminTicketSchema } },
    },
    async (request) => supportTickets.adminClose(request.params.id),
  );

  app.get(
    "/api/admin/support/articles",
    {
      config: { access: "admin", limits: ["helpCentre"] },
      schema: {
        tags,
        summary: "Every help article with its version",
        response: { 200: adminArticleListSchema },
      },
    },
    async () => helpCentre.list(),
  );

  app.post(
    "/api/admin/support/articles",
    {
      config: { access: "admin", limits: ["write"] },
      schema: {
        tags,
        summary: "Write a new help article (version 1)",
        body: createArticleInputSchema,
        response: { 201: adminArticleSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await helpCentre.create(userOf(request).userId, request.body)),
  );

  app.get(
    "/api/admin/support/articles/:id",
    {
      config: { access: "admin", limits: ["helpCentre"] },
      schema: {
        tags,
        summary: "An article with its version history",
        params: byArticle,
        response: { 200: adminArticleSchema },
      },
    },
    async (request) => helpCentre.adminArticle(request.params.id),
  );

  app.put(
    "/api/admin/support/articles/:id",
    {
      config: { access: "admin", limits: ["write"] },
      schema: {
        tags,
        summary: "Publish a new version of an article over base_version (409 if someone published since)",
        params: byArticle,
        body: publishArticleInputSchema,
        response: { 200: adminArticleSchema },
      },
    },
    async (request) => helpCentre.publish(userOf(request).userId, request.params.id, request.body),
  );
};
