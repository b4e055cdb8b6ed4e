import {
  searchPageQuerySchema,
  searchPageSchema,
  searchQuerySchema,
  searchResultSchema,
} from "@saheli/core/contracts/search";
import { SEARCH_GROUPS } from "@saheli/core/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth.js";
import { requestLanguage } from "../../plugins/language.js";

const tags = ["search"];

/** `GET /api/search?q=` (grouped), one group with paging, trending searches, and the help articles. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search } = app.services;
  const viewerOf = async (request: Parameters<typeof currentUser>[0]) =>
    (await currentUser(request).catch(() => null))?.userId ?? null;

  app.get(
    "/api/search",
    {
      config: { access: "public", limits: ["search"] },
      schema: {
        tags,
        summary: "Search everything at once: grouped results, suggestions and trending searches",
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, max-age=120");
      // Categories and help pages answer in her language (issue 20).
      reply.header("vary", "Accept-Language, Cookie");
      return search.everything(
        request.query.q,
        await viewerOf(request),
        request.ip,
        requestLanguage(request),
      );
    },
  );

  app.get(
    "/api/search/:group",
    {
      config: { access: "public", limits: ["search"] },
      schema: {
        tags,
        summary: "One kind of result, ranked, a page at a time (`next_cursor`), for the results pages",
        params: z.object({ group: z.enum(SEARCH_GROUPS) }),
        querystring: searchPageQuerySchema,
        response: { 200: searchPageSchema },
      },
    },
    async (request) => {
      const { q, limit, cursor } = request.query;
      return search.page(
        request.params.group,
        q,
        await viewerOf(request),
        { limit, after: cursor },
        requestLanguage(request),
      );
    },
  );
};
