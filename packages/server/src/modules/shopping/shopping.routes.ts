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
import { requireUser } from "../../plugins/auth.js";
import { limitBy } from "../../plugins/security.js";
import { cartService } from "./cart.service.js";
import { wishlistService } from "./wishlist.service.js";

const tags = ["cart"];
const line = z.object({ id: z.uuid() });
const listing = z.object({ listingId: z.uuid() });

/** Her cart and wishlist. Buying needs only a signed-in person: verification gates selling, not shopping. */
export const shoppingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.database.db, clock: app.deps.clock };
  const cart = cartService(deps);
  const wishlist = wishlistService({ ...deps, cart });
  const taps = limitBy(app, { name: "cart:ip", max: 600, minutes: 60, key: (req) => req.ip });
  const me = async (request: Parameters<typeof requireUser>[0]) => (await requireUser(request)).userId;

  app.get(
    "/api/cart",
    {
      schema: {
        tags,
        summary: "Her cart, checked against today's prices and stock",
        response: { 200: cartViewSchema },
      },
    },
    async (request) => cart.view(await me(request)),
  );
  app.post(
    "/api/cart/items",
    {
      preHandler: taps,
      schema: {
        tags,
        summary: "Add to her cart",
        body: cartAddSchema,
        response: { 200: cartAddResultSchema },
      },
    },
    async (request) => cart.add(await me(request), request.body),
  );
  app.patch(
    "/api/cart/items/:id",
    {
      preHandler: taps,
      schema: {
        tags,
        summary: "Change a line's quantity (0 removes it)",
        params: line,
        body: cartUpdateSchema,
        response: { 200: cartViewSchema },
      },
    },
    async (request) => cart.update(await me(request), request.params.id, request.body.quantity),
  );
  app.delete(
    "/api/cart/items/:id",
    {
      preHandler: taps,
      schema: { tags, summary: "Remove a line", params: line, response: { 200: cartViewSchema } },
    },
    async (request) => cart.remove(await me(request), request.params.id),
  );
  app.delete(
    "/api/cart",
    { preHandler: taps, schema: { tags, summary: "Empty her cart", response: { 200: cartViewSchema } } },
    async (request) => cart.clear(await me(request)),
  );
  app.post(
    "/api/cart/merge",
    {
      preHandler: taps,
      schema: {
        tags,
        summary: "Bring a guest cart into hers after sign-in",
        body: cartMergeSchema,
        response: { 200: cartViewSchema },
      },
    },
    async (request) => cart.merge(await me(request), request.body.items),
  );

  app.get(
    "/api/wishlist",
    { schema: { tags: ["wishlist"], summary: "Her wishlist", response: { 200: wishlistViewSchema } } },
    async (request) => wishlist.view(await me(request)),
  );
  app.put(
    "/api/wishlist/:listingId",
    {
      preHandler: taps,
      schema: {
        tags: ["wishlist"],
        summary: "Heart a listing",
        params: listing,
        response: { 200: wishlistViewSchema },
      },
    },
    async (request) => wishlist.add(await me(request), request.params.listingId),
  );
  app.delete(
    "/api/wishlist/:listingId",
    {
      preHandler: taps,
      schema: {
        tags: ["wishlist"],
        summary: "Un-heart a listing",
        params: listing,
        response: { 200: wishlistViewSchema },
      },
    },
    async (request) => wishlist.remove(await me(request), request.params.listingId),
  );
  app.post(
    "/api/wishlist/:listingId/move-to-cart",
    {
      preHandler: taps,
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
      wishlist.moveToCart(await me(request), request.params.listingId, request.body.variant_data ?? null),
  );
};
