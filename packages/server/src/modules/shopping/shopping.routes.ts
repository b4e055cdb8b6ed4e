import {
  cartAddResultSchema,
  cartAddSchema,
  cartMergeSchema,
  cartUpdateSchema,
  cartViewSchema,
  wishlistViewSchema,
} from "@saheli/core/contracts/cart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";

const tags = ["cart"];
const line = z.object({ id: z.uuid() });
const listing = z.object({ listingId: z.uuid() });

/** Her cart and wishlist. Buying needs only a signed-in person: verification gates selling, not shopping. */
export const shoppingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cart, wishlist } = app.services;

  app.get(
    "/api/cart",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Her cart, checked against today's prices and stock",
        response: { 200: cartViewSchema },
      },
    },
    async (request) => cart.view(userOf(request).userId),
  );
  app.post(
    "/api/cart/items",
    {
      config: { access: "member", limits: ["tap"] },
      schema: {
        tags,
        summary: "Add to her cart",
        body: cartAddSchema,
        response: { 200: cartAddResultSchema },
      },
    },
    async (request) => cart.add(userOf(request).userId, request.body),
  );
  app.patch(
    "/api/cart/items/:id",
    {
      config: { access: "owner", limits: ["tap"] },
      schema: {
        tags,
        summary: "Change a line's quantity (0 removes it)",
        params: line,
        body: cartUpdateSchema,
        response: { 200: cartViewSchema },
      },
    },
    async (request) => cart.update(userOf(request).userId, request.params.id, request.body.quantity),
  );
  app.delete(
    "/api/cart/items/:id",
    {
      config: { access: "owner", limits: ["tap"] },
      schema: { tags, summary: "Remove a line", params: line, response: { 200: cartViewSchema } },
    },
    async (request) => cart.remove(userOf(request).userId, request.params.id),
  );
  app.delete(
    "/api/cart",
    {
      config: { access: "member", limits: ["tap"] },
      schema: { tags, summary: "Empty her cart", response: { 200: cartViewSchema } },
    },
    async (request) => cart.clear(userOf(request).userId),
  );
  app.post(
    "/api/cart/merge",
    {
      config: { access: "member", limits: ["tap"] },
      schema: {
        tags,
        summary: "Bring a guest cart into hers after sign-in",
        body: cartMergeSchema,
        response: { 200: cartViewSchema },
      },
    },
    async (request) => cart.merge(userOf(request).userId, request.body.items),
  );

  app.get(
    "/api/wishlist",
    {
      config: { access: "member" },
      schema: { tags: ["wishlist"], summary: "Her wishlist", response: { 200: wishlistViewSchema } },
    },
    async (request) => wishlist.view(userOf(request).userId),
  );
  app.put(
    "/api/wishlist/:listingId",
    {
      config: { access: "member", limits: ["tap"] },
      schema: {
        tags: ["wishlist"],
        summary: "Heart a listing",
        params: listing,
        response: { 200: wishlistViewSchema },
      },
    },
    async (request) => wishlist.add(userOf(request).userId, request.params.listingId),
  );
  app.delete(
    "/api/wishlist/:listingId",
    {
      config: { access: "member", limits: ["tap"] },
      schema: {
        tags: ["wishlist"],
        summary: "Un-heart a listing",
        params: listing,
        response: { 200: wishlistViewSchema },
      },
    },
    async (request) => wishlist.remove(userOf(request).userId, request.params.listingId),
  );
  app.post(
    "/api/wishlist/:listingId/move-to-cart",
    {
      config: { access: "member", limits: ["tap"] },
      schema: {
        tags: ["wishlist"],
        summary: "Move a wishlist item into the cart (it stays hearted if the cart refuses)",
        params: listing,
        body: z.object({ variant_data: z.record(z.string(), z.string()).nullish() }).default({}),
        response: {
          200: z.object({ cart: cartViewSchema, wishlist: wishlistViewSchema, message: z.string() }),
        },
      },
    },
    async (request) =>
      wishlist.moveToCart(
        userOf(request).userId,
        request.params.listingId,
        request.body.variant_data ?? null,
      ),
  );
};
