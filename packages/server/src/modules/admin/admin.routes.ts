import { REPORT_KINDS } from "@saheli/core/admin";
import {
  adminCategoryListSchema,
  adminCategorySchema,
  adminPeoplePageSchema,
  adminPersonDetailSchema,
  auditPageSchema,
  auditQuerySchema,
  categoryInputSchema,
  categoryUpdateSchema,
  contentReportSchema,
  featuredListingListSchema,
  featuredShopListSchema,
  featureListingSchema,
  featureShopSchema,
  figuresQuerySchema,
  figuresSchema,
  idParam,
  moderationActionSchema,
  moderationListSchema,
  moderationQuerySchema,
  peopleQuerySchema,
  pickListSchema,
  pickQuerySchema,
  reorderSchema,
  roleChangeSchema,
  slideImageSchema,
  slideInputSchema,
  slideListSchema,
  slideSchema,
  slideUpdateSchema,
  withReason,
} from "@saheli/core/contracts/admin";
import { FeedLimits } from "@saheli/core/feed";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";
import { readUpload } from "../../plugins/uploads.js";
import { auditEntries } from "./audit.queries.js";
import { SLIDE_FOLDER } from "./curation.service.js";
import { reasonOf } from "./reason.js";

const tags = ["admin"];
const read = { access: "admin", limits: ["adminRead"] } as const;
const write = { access: "admin", limits: ["adminAction"] } as const;
const ok = z.object({ ok: z.literal(true) });
const AUDIT_PAGE = 50;

/** The admin dashboard (issue 23 §2): figures, people, moderation, curation and the audit log. Admins only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin, uploads } = app.services;
  const { db } = app.deps.database;
  const me = (request: Parameters<typeof userOf>[0]) => userOf(request).userId;

  app.get(
    "/api/admin/figures",
    {
      config: read,
      schema: {
        tags,
        summary:
          "Members, verifications waiting, reports open, orders and sales per day, new shops, with trends",
        querystring: figuresQuerySchema,
        response: { 200: figuresSchema },
      },
    },
    (request) => admin.figures.figures(request.query.days),
  );

  // People
  app.get(
    "/api/admin/people",
    {
      config: read,
      schema: {
        tags,
        summary: "Find people by name, username, e-mail or phone; filter by state and role",
        querystring: peopleQuerySchema,
        response: { 200: adminPeoplePageSchema },
      },
    },
    (request) => admin.people.search(request.query),
  );

  app.get(
    "/api/admin/people/:id",
    {
      config: read,
      schema: {
        tags,
        summary: "One person: her account, suspension and the admin actions about her",
        params: idParam,
        response: { 200: adminPersonDetailSchema },
      },
    },
    (request) => admin.people.view(request.params.id),
  );

  app.post(
    "/api/admin/people/:id/suspend",
    {
      config: write,
      schema: {
        tags,
        summary:
          "Suspend her: sessions end, sign-in refused, content hidden; she is told why and how to appeal",
        params: idParam,
        body: withReason,
        response: { 200: z.object({ account_status: z.literal("suspended") }) },
      },
    },
    (request) => admin.people.suspend(me(request), request.params.id, reasonOf(request.body)),
  );

  app.post(
    "/api/admin/people/:id/reinstate",
    {
      config: write,
      schema: {
        tags,
        summary: "Lift her suspension: she can sign in and her content shows again",
        params: idParam,
        body: withReason,
        response: { 200: z.object({ account_status: z.literal("active") }) },
      },
    },
    (request) => admin.people.reinstate(me(request), request.params.id, reasonOf(request.body)),
  );

  app.patch(
    "/api/admin/people/:id/role",
    {
      config: write,
      schema: {
        tags,
        summary: "Change her role (U member, V vendor, A admin, C customer)",
        params: idParam,
        body: roleChangeSchema,
        response: { 200: z.object({ role: z.string(), label: z.string() }) },
      },
    },
    (request) =>
      admin.people.changeRole(me(request), request.params.id, request.body.role, reasonOf(request.body)),
  );

  // Moderation
  app.get(
    "/api/admin/moderation",
    {
      config: read,
      schema: {
        tags,
        summary:
          "The reports queue: posts, comments, profiles, listings and jobs, open (oldest first) or closed",
        querystring: moderationQuerySchema,
        response: { 200: moderationListSchema },
      },
    },
    async (request) => ({ items: await admin.moderation.queue(request.query) }),
  );

  app.post(
    "/api/admin/moderation/:id/action",
    {
      config: write,
      schema: {
        tags,
        summary:
          "Hide, remove, warn, suspend or dismiss, with a reason; closes every open report on the same thing",
        params: idParam,
        body: moderationActionSchema,
        response: { 200: z.object({ status: z.string(), reports_closed: z.number().int() }) },
      },
    },
    (request) =>
      admin.moderation.act(me(request), request.params.id, request.body.action, reasonOf(request.body)),
  );

  app.post(
    "/api/admin/moderation/restore",
    {
      config: write,
      schema: {
        tags,
        summary: "Show again a post, comment or listing a moderator hid",
        body: z.object({ kind: z.enum(REPORT_KINDS), target_id: z.uuid() }).extend(withReason.shape),
        response: { 200: z.object({ hidden: z.literal(false) }) },
      },
    },
    (request) =>
      admin.moderation.restore(
        me(request),
        request.body.kind,
        request.body.target_id,
        reasonOf(request.body),
      ),
  );

  app.post(
    "/api/reports",
    {
      config: { access: "member", limits: ["report"] },
      schema: {
        tags: ["moderation"],
        summary:
          "Report a comment, a listing or a job to the moderators (posts and profiles have their own routes)",
        body: contentReportSchema,
        response: { 200: z.object({ id: z.uuid(), message: z.string() }) },
      },
    },
    (request) => admin.moderation.report(me(request), request.body),
  );

  // Audit log
  app.get(
    "/api/admin/audit",
    {
      config: read,
      schema: {
        tags,
        summary: "Every admin action with who, when and why, newest first; `before` pages back",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const { target_type, target_id, before } = request.query;
      const items = await auditEntries(db, {
        targetType: target_type,
        targetId: target_id,
        before: before ? new Date(before) : undefined,
        limit: AUDIT_PAGE,
      });
      return { items, next: items.length === AUDIT_PAGE ? items.at(-1)!.created_at : null };
    },
  );

  // Curation: featured shops and listings
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
