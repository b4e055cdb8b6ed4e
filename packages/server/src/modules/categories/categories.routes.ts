import { FilterLimits, parseCategoryFilters } from "@saheli/core/category-filters";
import { categoryListSchema, categoryPageSchema } from "@saheli/core/contracts/home";
import { idFromSlug } from "@saheli/core/slugs";
import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { categories } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import { requestLanguage } from "../../plugins/language.js";
import { categoryListings, findCategory, subCategories } from "./category-page.queries.js";
import { categoryFacetsCache } from "./facets-cache.js";

/** The category list changes rarely: browsers and shared caches keep it for 10 minutes (doc 3 §9). */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const facetsOf = categoryFacetsCache(db, app.deps.clock);
  app.get(
    "/api/categories",
    {
      config: { access: "public" },
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

  app.get(
    "/api/categories/:slug/listings",
    {
      config: { access: "public" },
      schema: {
        tags: ["marketplace"],
        summary:
          "A category's listings with the filter bar's query parameters, a page at a time, and its facets",
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: categoryPageSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      // Its name and its sub-categories' in her language (issue 20); the slugs stay as they are.
      const language = requestLanguage(request);
      const category = await findCategory(db, slug, idFromSlug(slug), language);
      if (!category) throw AppError.notFound("Category not found");
      const query = new URLSearchParams(request.url.split("?")[1] ?? "");
      const filters = parseCategoryFilters(query);
      const subs = await subCategories(db, category.id, language);
      const [page, facets] = await Promise.all([
        categoryListings(db, category.id, filters, subs),
        facetsOf(category.id),
      ]);
      // Doc 3 §9's 5 minutes live in the web app's query cache, which a vendor's own edits can refresh;
      // an HTTP cache could not be told.
      reply.header("cache-control", "no-cache");
      return {
        category,
        ...page,
        page: filters.page,
        page_size: FilterLimits.pageSize,
        facets: {
          ...facets,
          categories: subs.map(({ name, seo_name, icon, count }) => ({ name, seo_name, icon, count })),
        },
      };
    },
  );
};
