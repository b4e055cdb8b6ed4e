import {
  adminCategoryListSchema,
  adminCategorySchema,
  categoryInputSchema,
  categoryUpdateSchema,
  featuredListingListSchema,
  featuredShopListSchema,
  featureListingSchema,
  featureShopSchema,
  idParam,
  pickListSchema,
  pickQuerySchema,
  reorderSchema,
  slideImageSchema,
  slideInputSchema,
  slideListSchema,
  slideSchema,
  slideUpdateSchema,
  withReason,
} from "@saheli/core/contracts/admin";
import { FeedLimits } from "@saheli/core/feed";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/access.js";
import { readUpload } from "../../plugins/uploads.js";
import { SLIDE_FOLDER } from "./curation.service.js";
import { reasonOf } from "./reason.js";
import { ok, read, tags, write } from "./route-config.js";

/** The admin dashboard's curation (issue 23 §2): featured shops and listings, home slides, categories. Admins only. */
export const curationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin, uploads } = app.services;
  const me = (request: Parameters<typeof userOf>[0]) => userOf(request).userId;

  // Featured shops and listings
  app.get(
    "/api/admin/featured/shops",
    {
      config: read,
      schema: { tags, summary: "Featured shops in order", response: { 200: featuredShopListSchema } },
    },
    async () => ({ items: await admin.curation.featuredShopList() }),
  );

  app.post(
    "/api/admin/featured/shops",
    {
      config: write,
      schema: {
        tags,
        summary: "Feature a shop (last in order)",
        body: featureShopSchema,
        response: { 200: featuredShopListSchema },
      },
    },
    (request) => admin.curation.featureShop(me(request), request.body.shop_id, reasonOf(request.body)),
  );

  app.put(
    "/api/admin/featured/shops/order",
    {
      config: write,
      schema: {
        tags,
        summary: "Order the featured shops",
        body: reorderSchema,
        response: { 200: featuredShopListSchema },
      },
    },
    (request) => admin.curation.reorderShops(me(request), request.body.ids, reasonOf(request.body)),
  );

  app.delete(
    "/api/admin/featured/shops/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Stop featuring a shop",
        params: idParam,
        body: withReason,
        response: { 200: featuredShopListSchema },
      },
    },
    (request) => admin.curation.unfeatureShop(me(request), request.params.id, reasonOf(request.body)),
  );

  app.get(
    "/api/admin/featured/listings",
    {
      config: read,
      schema: { tags, summary: "Featured listings", response: { 200: featuredListingListSchema } },
    },
    () => admin.curation.featuredListingList(),
  );

  app.post(
    "/api/admin/featured/listings",
    {
      config: write,
      schema: {
        tags,
        summary: "Feature a listing or stop featuring it (listings.is_featured)",
        body: featureListingSchema,
        response: { 200: featuredListingListSchema },
      },
    },
    (request) =>
      admin.curation.featureListing(
        me(request),
        request.body.listing_id,
        request.body.featured,
        reasonOf(request.body),
      ),
  );

  app.get(
    "/api/admin/pick/shops",
    {
      config: read,
      schema: {
        tags,
        summary: "Active shops by name, to feature",
        querystring: pickQuerySchema,
        response: { 200: pickListSchema },
      },
    },
    (request) => admin.curation.findShops(request.query.q),
  );

  app.get(
    "/api/admin/pick/listings",
    {
      config: read,
      schema: {
        tags,
        summary: "Listings on sale by title or shop, to feature",
        querystring: pickQuerySchema,
        response: { 200: pickListSchema },
      },
    },
    (request) => admin.curation.findListings(request.query.q),
  );

  // Slides
  app.get(
    "/api/admin/slides",
    {
      config: read,
      schema: { tags, summary: "Every slide, active or not", response: { 200: slideListSchema } },
    },
    () => admin.curation.allSlides(),
  );

  app.post(
    "/api/admin/slides/image",
    {
      config: { access: "admin", limits: ["upload"] },
      schema: {
        tags,
        summary: "Upload a slide's image (≤ 10 MB; checked by content, re-encoded without EXIF)",
        response: { 200: slideImageSchema },
      },
    },
    async (request) => {
      const file = await readUpload(request, { maxBytes: FeedLimits.imageMaxBytes, kind: "image" });
      return uploads.storeImage(me(request), file, SLIDE_FOLDER);
    },
  );

  app.post(
    "/api/admin/slides",
    {
      config: write,
      schema: {
        tags,
        summary: "Add a slide (last in order)",
        body: slideInputSchema,
        response: { 200: slideSchema },
      },
    },
    (request) => {
      const { reason: _, ...input } = request.body;
      return admin.curation.createSlide(me(request), input, reasonOf(request.body));
    },
  );

  app.put(
    "/api/admin/slides/order",
    {
      config: write,
      schema: { tags, summary: "Order the slides", body: reorderSchema, response: { 200: slideListSchema } },
    },
    (request) => admin.curation.reorderSlides(me(request), request.body.ids, reasonOf(request.body)),
  );

  app.patch(
    "/api/admin/slides/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Change a slide",
        params: idParam,
        body: slideUpdateSchema,
        response: { 200: slideSchema },
      },
    },
    (request) => {
      const { reason: _, ...changes } = request.body;
      return admin.curation.updateSlide(me(request), request.params.id, changes, reasonOf(request.body));
    },
  );

  app.delete(
    "/api/admin/slides/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Delete a slide and its image",
        params: idParam,
        body: withReason,
        response: { 200: ok },
      },
    },
    async (request) => {
      await admin.curation.deleteSlide(me(request), request.params.id, reasonOf(request.body));
      return { ok: true as const };
    },
  );

  // Categories
  app.get(
    "/api/admin/categories",
    {
      config: read,
      schema: {
        tags,
        summary: "Every category, hidden ones too, in tree order",
        response: { 200: adminCategoryListSchema },
      },
    },
    () => admin.curation.allCategories(),
  );

  app.post(
    "/api/admin/categories",
    {
      config: write,
      schema: {
        tags,
        summary: "Add a category, or a sub-category under a top-level one",
        body: categoryInputSchema,
        response: { 200: adminCategorySchema },
      },
    },
    (request) => {
      const { reason: _, ...input } = request.body;
      return admin.curation.createCategory(me(request), input, reasonOf(request.body));
    },
  );

  app.put(
    "/api/admin/categories/order",
    {
      config: write,
      schema: {
        tags,
        summary: "Order categories",
        body: reorderSchema,
        response: { 200: adminCategoryListSchema },
      },
    },
    (request) => admin.curation.reorderCategories(me(request), request.body.ids, reasonOf(request.body)),
  );

  app.patch(
    "/api/admin/categories/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Rename, move, give an icon, hide (status D) or show (A) a category",
        params: idParam,
        body: categoryUpdateSchema,
        response: { 200: adminCategorySchema },
      },
    },
    (request) => {
      const { reason: _, ...changes } = request.body;
      return admin.curation.updateCategory(me(request), request.params.id, changes, reasonOf(request.body));
    },
  );
};
