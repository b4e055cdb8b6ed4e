import {
  helpArticlePageSchema,
  helpCentreQuerySchema,
  helpCentreSchema,
  helpSearchQuerySchema,
  helpSearchSchema,
  supportReplyInputSchema,
  supportTicketInputSchema,
  supportTicketListSchema,
  supportTicketSchema,
} from "@saheli/core/contracts/support";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";
import { requestLanguage } from "../../plugins/language.js";

const tags = ["support"];
const byTicket = z.object({ id: z.uuid() });

/** The help centre (public) and her support tickets ("Talk to a person", issue 22). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { helpCentre, supportTickets } = app.services;

  app.get(
    "/api/support/help",
    {
      config: { access: "public", limits: ["helpCentre"] },
      schema: {
        tags,
        summary: "The help centre: categories with their articles, popular articles and contact options",
        querystring: helpCentreQuerySchema,
        response: { 200: helpCentreSchema },
      },
    },
    async (request) => helpCentre.centre(request.query.user_type, requestLanguage(request)),
  );

  app.get(
    "/api/support/articles",
    {
      config: { access: "public", limits: ["helpCentre"] },
      schema: {
        tags,
        summary: "Search the help articles (full text over titles and content)",
        querystring: helpSearchQuerySchema,
        response: { 200: helpSearchSchema },
      },
    },
    async (request) => helpCentre.search(request.query.q, requestLanguage(request)),
  );

  app.get(
    "/api/support/kb/:id",
    {
      config: { access: "public", limits: ["helpCentre"] },
      schema: {
        tags,
        summary: "A help article: its published version (Markdown) and others in its category",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: helpArticlePageSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-cache");
      return helpCentre.article(request.params.id, requestLanguage(request));
    },
  );

  app.get(
    "/api/support/tickets",
    {
      config: { access: "member", limits: ["helpCentre"] },
      schema: {
        tags,
        summary: "Her support tickets, the latest news first",
        response: { 200: supportTicketListSchema },
      },
    },
    async (request) => supportTickets.mine(userOf(request).userId),
  );

  app.post(
    "/api/support/tickets",
    {
      config: { access: "member", limits: ["supportTicket"] },
      schema: {
        tags,
        summary:
          "Talk to a person: open a ticket (with the assistant conversation, if any); acknowledged at once",
        body: supportTicketInputSchema,
        response: { 201: supportTicketSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await supportTickets.open(userOf(request).userId, request.body)),
  );

  app.get(
    "/api/support/tickets/:id",
    {
      config: { access: "owner", limits: ["helpCentre"] },
      schema: {
        tags,
        summary: "One of her tickets with its thread (404 for anyone else's)",
        params: byTicket,
        response: { 200: supportTicketSchema },
      },
    },
    async (request) => supportTickets.view(userOf(request).userId, request.params.id),
  );

  app.post(
    "/api/support/tickets/:id/messages",
    {
      config: { access: "owner", limits: ["supportReply"] },
      schema: {
        tags,
        summary: "Her reply in her ticket (a closed ticket takes none: 409)",
        params: byTicket,
        body: supportReplyInputSchema,
        response: { 200: supportTicketSchema },
      },
    },
    async (request) => supportTickets.reply(userOf(request).userId, request.params.id, request.body.body),
  );

  app.post(
    "/api/support/tickets/:id/close",
    {
      config: { access: "owner", limits: ["supportReply"] },
      schema: {
        tags,
        summary: "She closes her ticket: her problem is solved",
        params: byTicket,
        response: { 200: supportTicketSchema },
      },
    },
    async (request) => supportTickets.closeMine(userOf(request).userId, request.params.id),
  );
};
