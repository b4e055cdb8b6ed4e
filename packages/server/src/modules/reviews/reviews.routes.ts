import { reviewInputSchema, reviewPageQuerySchema, reviewPageSchema } from "@saheli/core/contracts/reviews";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";
import { currentUser } from "../../plugins/auth.js";

const tags = ["reviews"];
const byListing = z.object({ id: z.uuid() });

/** Listing reviews, and a shop's reviews across its listings (/shop/{slug}#reviews). */
export const listingReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews, shops } = app.services;
  const viewerOf = async (request: Parameters<typeof currentUser>[0]) =>
    (await currentUser(request))?.userId ?? null;

  app.get(
    "/api/listings/:id/reviews",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A listing's reviews, newest first, with the star summary",
        params: byListing,
        querystring: reviewPageQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      return reviews.page(await viewerOf(request), { listingId: request.params.id }, limit, offset);
    },
  );

  app.post(
    "/api/listings/:id/reviews",
    {
      config: { access: "member", limits: ["write"] },
      schema: {
        tags,
        summary: "Rate and review a listing, once",
        params: byListing,
        body: reviewInputSchema,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) => reviews.create(userOf(request).userId, request.params.id, request.body),
  );

  app.put(
    "/api/listings/:id/reviews/mine",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Change her review of a listing",
        params: byListing,
        body: reviewInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await reviews.update(userOf(request).userId, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/listings/:id/reviews/mine",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Delete her review of a listing",
        params: byListing,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await reviews.remove(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/shops/:id/reviews",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A shop's reviews across its listings, by the shop's id or slug",
        params: z.object({ id: z.string().min(1).max(200) }),
        querystring: reviewPageQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const shop = await shops.view(viewer, request.params.id);
      const { limit, offset } = request.query;
      return reviews.page(viewer, { shopId: shop.id }, limit, offset);
    },
  );
};
