import { shareableListSchema, shareableQuerySchema } from "@saheli/core/contracts/post-listings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/access.js";
import { hasShop, shareableListings } from "./post-listings.queries.js";

/** The composer's share pickers (doc 1 §7 "My listings"): her own listings on sale, to put on a post. */
export const postListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    "/api/posts/shareable-listings",
    {
      // The picker searches as she types.
      config: { access: "member", limits: ["search"] },
      schema: {
        tags: ["feed"],
        summary: "Her products or services on sale, for a post (at most 50)",
        querystring: shareableQuerySchema,
        response: { 200: shareableListSchema },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      const [items, shop] = await Promise.all([
        shareableListings(db, { userId, ...request.query }),
        hasShop(db, userId),
      ]);
      return { items, has_shop: shop };
    },
  );
};
