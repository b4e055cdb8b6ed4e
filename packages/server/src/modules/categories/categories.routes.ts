import { categoryListSchema } from "@saheli/core/contracts/home";
import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { categories } from "../../db/schema/index.js";

/** The category list changes rarely: browsers and shared caches keep it for 10 minutes (doc 3 §9). */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    "/api/categories",
    {
      schema: {
        tags: ["marketplace"],
        summary: "Active categories in display order",
        response: { 200: categoryListSchema },
      },
    },
    async (_request, reply) => {
      const items = await db
        .select({
          id: categories.id,
          name: categories.name,
          seo_name: categories.seo_name,
          image_url: categories.image_url,
          product_count: categories.product_count,
        })
        .from(categories)
        .where(eq(categories.status, "A"))
        .orderBy(asc(categories.level), asc(categories.position), asc(categories.name))
        .limit(200);
      reply.header("cache-control", "public, max-age=600");
      return { items };
    },
  );
};
