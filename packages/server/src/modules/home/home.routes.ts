import { homeResponseSchema } from "@saheli/core/contracts/home";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { homeService } from "./home.service.js";

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = homeService({ db: app.deps.database.db });
  app.get(
    "/api/home",
    {
      schema: {
        tags: ["marketplace"],
        summary: "Categories, featured products, services and shops for the home page",
        response: { 200: homeResponseSchema },
      },
    },
    () => service.getHome(),
  );
};
