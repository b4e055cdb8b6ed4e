import { parseShelf } from "@saheli/core/commerce";
import {
  commercePageSchema,
  commerceQuerySchema,
  featuredShopsSchema,
  homeResponseSchema,
} from "@saheli/core/contracts/home";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "../../plugins/language.js";
import { commerceShelf } from "./commerce.queries.js";
import { featuredShopCards } from "./home.queries.js";

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { home: service } = app.services;
  app.get(
    "/api/home",
    {
      config: { access: "public" },
      schema: {
        tags: ["marketplace"],
        summary: "Categories, featured products, services and shops for the home page",
        response: { 200: homeResponseSchema },
      },
    },
    (request) => service.getHome(requestLanguage(request)),
  );

  app.get(
    "/api/commerce/featured-shops",
    {
      config: { access: "public" },
      schema: {
        tags: ["marketplace"],
        summary: "The shops Saheli's admins feature, in their order (at most 12)",
        response: { 200: featuredShopsSchema },
      },
    },
    async () => ({ items: await featuredShopCards(app.deps.database.db, 12) }),
  );

  app.get(
    "/api/commerce",
    {
      config: { access: "public" },
      schema: {
        tags: ["marketplace"],
        summary:
          "One shelf of the marketplace (all, featured, bestsellers, deals, trending), 20 at a time, of one type if asked",
        querystring: commerceQuerySchema,
        response: { 200: commercePageSchema },
      },
    },
    (request) =>
      commerceShelf(
        app.deps.database.db,
        parseShelf(request.query.filter),
        request.query.page,
        app.deps.clock.now(),
        request.query.search || undefined,
        request.query.type,
      ),
  );
};
