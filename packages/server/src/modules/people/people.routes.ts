import {
  blockedPersonListSchema,
  connectionRequestListSchema,
  connectionRequestsQuerySchema,
  discoveryQuerySchema,
  pageQuerySchema,
  peoplePageSchema,
  peopleSearchQuerySchema,
  peopleStatsSchema,
  personCardListSchema,
  reportListSchema,
  reportRequestSchema,
  reportSchema,
  skillSearchQuerySchema,
} from "@saheli/core/contracts/people";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";

const tags = ["people"];
const person = z.object({ id: z.uuid() });

/** Lists of people, discovery, search, blocks and reports. Every list needs a signed-in member. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { people, reports } = app.services;

  for (const kind of ["connections", "followers", "following"] as const) {
    app.get(
      `/api/people/:id/${kind}`,
      {
        config: { access: "member" },
        schema: {
          tags,
          summary: `A person's ${kind}, newest first`,
          params: person,
          querystring: pageQuerySchema,
          response: { 200: peoplePageSchema },
        },
      },
      async (request) => people.network(userOf(request).userId, request.params.id, kind, request.query),
    );
  }

  app.get(
    "/api/people/:id/stats",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Connection, follower and following counts",
        params: person,
        response: { 200: peopleStatsSchema },
      },
    },
    async (request) => people.stats(userOf(request).userId, request.params.id),
  );

  app.get(
    "/api/connections/requests",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Pending connection requests the signed-in person received or sent",
        querystring: connectionRequestsQuerySchema,
        response: { 200: connectionRequestListSchema },
      },
    },
    async (request) => ({
      items: await people.requests(userOf(request).userId, request.query.direction),
    }),
  );

  app.get(
    "/api/people/discover",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Suggested, verified, business, trending or nearby people",
        querystring: discoveryQuerySchema,
        response: { 200: personCardListSchema },
      },
    },
    async (request) => {
      const { list, ...options } = request.query;
      return { items: await people.discover(userOf(request).userId, list, options) };
    },
  );

  app.get(
    "/api/people/search",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Find people by name, username, business or occupation (misspellings allowed)",
        querystring: peopleSearchQuerySchema,
        response: { 200: peoplePageSchema },
      },
    },
    async (request) => people.search(userOf(request).userId, request.query),
  );

  app.get(
    "/api/people/skills",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "People with a skill, most endorsed first",
        querystring: skillSearchQuerySchema,
        response: { 200: personCardListSchema },
      },
    },
    async (request) => ({
      items: await people.withSkill(userOf(request).userId, request.query.skill, request.query.limit),
    }),
  );

  app.get(
    "/api/blocks",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The people the signed-in person has blocked",
        response: { 200: blockedPersonListSchema },
      },
    },
    async (request) => ({ items: await people.blocked(userOf(request).userId) }),
  );

  app.post(
    "/api/people/:id/report",
    {
      config: { access: "member", limits: ["report"] },
      schema: {
        tags,
        summary: "Report a profile to the moderators",
        params: person,
        body: reportRequestSchema,
        response: { 200: z.object({ id: z.uuid(), status: reportSchema.shape.status, message: z.string() }) },
      },
    },
    async (request) => {
      const { reason, details } = request.body;
      return reports.reportProfile(userOf(request).userId, request.params.id, reason, details);
    },
  );

  app.get(
    "/api/admin/reports",
    {
      config: { access: "admin", refusal: "Only admins can see reports." },
      schema: {
        tags: ["admin"],
        summary: "Profile and post reports for moderators (admins only)",
        querystring: z.object({ status: reportSchema.shape.status.optional() }),
        response: { 200: reportListSchema },
      },
    },
    async (request) => {
      userOf(request);
      return { items: await reports.list(request.query.status) };
    },
  );
};
