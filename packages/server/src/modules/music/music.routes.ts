import {
  musicSearchQuerySchema,
  musicSearchResultSchema,
  musicStatusSchema,
} from "@saheli/core/contracts/music";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const tags = ["music"];

/** Music for a post's picture: whether search is set up, and the search itself (a proxy of the video service). */
export const musicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { music } = app.services;

  app.get(
    "/api/music/status",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Whether music search is set up (YOUTUBE_API_KEY)",
        response: { 200: musicStatusSchema },
      },
    },
    async () => ({ available: music.available }),
  );

  app.get(
    "/api/music/search",
    {
      config: { access: "member", limits: ["search"] },
      schema: {
        tags,
        summary: "Songs on the video service for her words and genre (at most 20)",
        querystring: musicSearchQuerySchema,
        response: { 200: musicSearchResultSchema },
      },
    },
    async (request) => ({ items: await music.search(request.query.q, request.query.genre) }),
  );
};
