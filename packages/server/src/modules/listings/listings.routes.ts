import {
  listingDetailSchema,
  listingFeaturedSchema,
  listingFileSchema,
  listingInputSchema,
  listingPageSchema,
  listingVisibilitySchema,
  shopListingsQuerySchema,
  vendorListingPageSchema,
  vendorListingsQuerySchema,
} from "@saheli/core/contracts/listings";
import { uploadedImageSchema } from "@saheli/core/contracts/shops";
import { CursorMessages } from "@saheli/core/cursor";
import { AppErrorCode } from "@saheli/core/errors";
import { FeedLimits } from "@saheli/core/feed";
import { isListingType, ListingMessages } from "@saheli/core/listings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.js";
import { userOf } from "../../plugins/access.js";
import { currentUser } from "../../plugins/auth.js";
import { requestLanguage } from "../../plugins/language.js";
import { readUpload, UPLOAD_MAX_BYTES } from "../../plugins/uploads.js";
import { LISTING_FILES_FOLDER, LISTING_IMAGES_BUCKET } from "./listings.service.js";

const tags = ["listings"];
const byId = z.object({ id: z.uuid() });

/** A browser's speculative fetch (`Sec-Purpose: prefetch`, or `Purpose` from older ones) is not a page seen. */
const isPrefetch = (headers: Record<string, string | string[] | undefined>) =>
  /prefetch/i.test(String(headers["sec-purpose"] ?? headers.purpose ?? ""));

/** Listings: her shop's physical, digital and service listings, their pages, photos and files. */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { listings, shops, uploads, vendorListings: vendor, featuring, productViews } = app.services;

  app.post(
    "/api/listings",
    {
      config: { access: "verified", limits: ["write"] },
      schema: {
        tags,
        summary: "List something in her shop",
        body: listingInputSchema,
        response: { 200: listingDetailSchema },
      },
    },
    async (request) => listings.create(userOf(request).userId, request.body),
  );

  app.get(
    "/api/listings/:slug",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A listing's page by slug or id",
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: listingDetailSchema },
      },
    },
    async (request) => {
      const viewerId = (await currentUser(request))?.userId ?? null;
      const detail = await listings.detail(viewerId, request.params.slug, requestLanguage(request));
      // A view for her analytics (once per viewer per IST day; never her own), recorded after the answer.
      if (!detail.is_owner && !isPrefetch(request.headers)) {
        productViews.recordInBackground({
          listingId: detail.id,
          viewerId,
          address: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
        });
      }
      return detail;
    },
  );

  app.put(
    "/api/listings/:id",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Edit her listing",
        params: byId,
        body: listingInputSchema,
        response: { 200: listingDetailSchema },
      },
    },
    async (request) => listings.update(userOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    "/api/listings/:id",
    {
      config: { access: "owner", limits: ["write"] },
      schema: { tags, summary: "Delete her listing", params: byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await listings.remove(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/api/admin/listings/:id/featured",
    {
      config: { access: "admin", refusal: ListingMessages.featureAdminsOnly, limits: ["write"] },
      schema: {
        tags,
        summary: "Feature a listing, or stop featuring it (admins only; vendors cannot feature their own)",
        params: byId,
        body: listingFeaturedSchema,
        response: { 200: listingFeaturedSchema },
      },
    },
    async (request) => featuring.setFeatured(request.params.id, request.body.is_featured),
  );

  app.get(
    "/api/vendor/listings",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Her own listings for the vendor dashboard, newest change first, with a count per filter",
        querystring: vendorListingsQuerySchema,
        response: { 200: vendorListingPageSchema },
      },
    },
    async (request) => {
      const { filter, limit, cursor } = request.query;
      return vendor.page(userOf(request).userId, filter, limit, cursor);
    },
  );

  app.patch(
    "/api/listings/:id/visibility",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Show her listing to buyers, or hide it",
        params: byId,
        body: listingVisibilitySchema,
        response: { 200: listingVisibilitySchema },
      },
    },
    async (request) =>
      vendor.setVisibility(userOf(request).userId, request.params.id, request.body.is_active),
  );

  app.get(
    "/api/shops/:id/listings",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A shop's listings, by the shop's id or slug (its owner also sees inactive ones)",
        params: z.object({ id: z.string().min(1).max(200) }),
        querystring: shopListingsQuerySchema,
        response: { 200: listingPageSchema },
      },
    },
    async (request) => {
      const { type, limit, cursor } = request.query;
      if (type !== undefined && !isListingType(type)) {
        throw new AppError(AppErrorCode.INVALID_LISTING_TYPE, 400, ListingMessages.invalidType);
      }
      const viewer = (await currentUser(request))?.userId ?? null;
      const shop = await shops.view(viewer, request.params.id);
      // A cursor's score is 1 or 0 (featured or not); anything else was not made here.
      if (cursor && cursor.score !== 0 && cursor.score !== 1)
        throw AppError.badRequest(CursorMessages.invalid);
      return listings.shopListings(shop.id, shop.is_owner, limit, cursor, type);
    },
  );

  app.post(
    "/api/listings/images",
    {
      config: { access: "verified", limits: ["upload"] },
      schema: {
        tags,
        summary: "Upload a listing photo (image ≤ 10 MB)",
        response: { 200: uploadedImageSchema },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      const file = await readUpload(request, { maxBytes: FeedLimits.imageMaxBytes, kind: "image" });
      return uploads.storeImage(userId, file, LISTING_IMAGES_BUCKET);
    },
  );

  app.post(
    "/api/listings/files",
    {
      config: { access: "verified", limits: ["upload"] },
      schema: {
        tags,
        summary: "Upload a digital listing's file (≤ 50 MB), kept private",
        response: { 200: listingFileSchema },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      const file = await readUpload(request, { maxBytes: UPLOAD_MAX_BYTES, kind: "file" });
      return uploads.storePrivateFile(userId, file, LISTING_FILES_FOLDER);
    },
  );
};
