import {
  shopBannerSchema,
  shopFrontSchema,
  shopSectionsInputSchema,
} from "@saheli/core/contracts/shop-front";
import { FeedLimits } from "@saheli/core/feed";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";
import { currentUser } from "../../plugins/auth.js";
import { readUpload } from "../../plugins/uploads.js";
import { SHOP_IMAGES_BUCKET } from "./shops.routes.js";

const tags = ["shops"];

/** Her shop front (`/curate-shop`): sections of her listings in her order and a banner, shown on her shop page. */
export const shopFrontRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shopFront, uploads } = app.services;
  const byId = z.object({ id: z.uuid() });

  app.get(
    "/api/vendor/shop/sections",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary: "Her shop front as she arranged it: the banner and every section",
        response: { 200: shopFrontSchema },
      },
    },
    async (request) => shopFront.mine(userOf(request).userId),
  );

  app.put(
    "/api/vendor/shop/sections",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Replace her sections (≤ 10, each ≤ 24 of her listings on sale), in this order",
        body: shopSectionsInputSchema,
        response: { 200: shopFrontSchema },
      },
    },
    async (request) => shopFront.save(userOf(request).userId, request.body),
  );

  app.get(
    "/api/shops/:id/sections",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A shop's front by id or slug: its banner and its sections with their listings on sale",
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: shopFrontSchema },
      },
    },
    async (request) => shopFront.view((await currentUser(request))?.userId ?? null, request.params.id),
  );

  app.post(
    "/api/shops/:id/banner",
    {
      config: { access: "owner", limits: ["upload"] },
      schema: {
        tags,
        summary: "Her shop front's banner (image ≤ 10 MB, re-encoded)",
        params: byId,
        response: { 200: shopBannerSchema },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      await shopFront.ownShop(userId, request.params.id);
      const file = await readUpload(request, { maxBytes: FeedLimits.imageMaxBytes, kind: "image" });
      const stored = await uploads.storeImage(userId, file, SHOP_IMAGES_BUCKET);
      return shopFront.setBanner(userId, request.params.id, stored.url);
    },
  );

  app.delete(
    "/api/shops/:id/banner",
    {
      config: { access: "owner", limits: ["write"] },
      schema: { tags, summary: "Remove her banner", params: byId, response: { 200: shopBannerSchema } },
    },
    async (request) => shopFront.setBanner(userOf(request).userId, request.params.id, null),
  );
};
