import {
  myShopSchema,
  shopFollowResultSchema,
  shopInputSchema,
  shopListQuerySchema,
  shopListSchema,
  shopViewSchema,
  uploadedImageSchema,
} from "@saheli/core/contracts/shops";
import { FeedLimits } from "@saheli/core/feed";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";
import { currentUser } from "../../plugins/auth.js";
import { readUpload } from "../../plugins/uploads.js";

const tags = ["shops"];
export const SHOP_IMAGES_BUCKET = "shop-images";

/** Shops: open one (verified women), read, edit and close her own, and the public directory. */
export const shopsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shops, uploads, shopFollows: follows } = app.services;
  const byId = z.object({ id: z.uuid() });

  app.post(
    "/api/shops",
    {
      config: { access: "verified", limits: ["write"] },
      schema: {
        tags,
        summary: "Open her shop (verified women)",
        body: shopInputSchema,
        response: { 200: shopViewSchema },
      },
    },
    async (request) => shops.create(userOf(request).userId, request.body),
  );

  app.get(
    "/api/shops",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Active shops, newest first, by name or description and category",
        querystring: shopListQuerySchema,
        response: { 200: shopListSchema },
      },
    },
    async (request) => shops.list(request.query),
  );

  app.get(
    "/api/shops/mine",
    {
      config: { access: "member" },
      schema: { tags, summary: "Her open shop, if any", response: { 200: myShopSchema } },
    },
    async (request) => ({ shop: await shops.mine(userOf(request).userId) }),
  );

  app.get(
    "/api/shops/followed",
    {
      config: { access: "member" },
      schema: { tags, summary: "The shops she follows, newest first", response: { 200: shopListSchema } },
    },
    async (request) => {
      const items = await follows.followed(userOf(request).userId);
      return { items, total: items.length };
    },
  );

  app.get(
    "/api/shops/suggestions",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Shops she might follow (not hers, not followed)",
        response: { 200: shopListSchema },
      },
    },
    async (request) => {
      const items = await follows.suggestions(userOf(request).userId);
      return { items, total: items.length };
    },
  );

  app.put(
    "/api/shops/:id/follow",
    {
      config: { access: "member", limits: ["follow"] },
      schema: { tags, summary: "Follow a shop", params: byId, response: { 200: shopFollowResultSchema } },
    },
    async (request) => follows.follow(userOf(request).userId, request.params.id),
  );

  app.delete(
    "/api/shops/:id/follow",
    {
      config: { access: "member", limits: ["follow"] },
      schema: { tags, summary: "Unfollow a shop", params: byId, response: { 200: shopFollowResultSchema } },
    },
    async (request) => follows.unfollow(userOf(request).userId, request.params.id),
  );

  app.get(
    "/api/shops/:slug",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A shop by slug or id",
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: shopViewSchema },
      },
    },
    async (request) => shops.view((await currentUser(request))?.userId ?? null, request.params.slug),
  );

  app.put(
    "/api/shops/:id",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Edit her shop",
        params: byId,
        body: shopInputSchema,
        response: { 200: shopViewSchema },
      },
    },
    async (request) => shops.update(userOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    "/api/shops/:id",
    {
      config: { access: "owner", limits: ["write"] },
      schema: { tags, summary: "Close her shop (soft delete)", params: byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await shops.close(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/shops/images",
    {
      config: { access: "verified", limits: ["upload"] },
      schema: {
        tags,
        summary: "Upload a shop logo or cover (image ≤ 10 MB)",
        response: { 200: uploadedImageSchema },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      const file = await readUpload(request, { maxBytes: FeedLimits.imageMaxBytes, kind: "image" });
      return uploads.storeImage(userId, file, SHOP_IMAGES_BUCKET);
    },
  );
};
