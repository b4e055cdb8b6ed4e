import {
  listingDetailSchema,
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
import { currentUser, requireUser } from "../../plugins/auth.js";
import { limitBy } from "../../plugins/security.js";
import { readUpload, UPLOAD_MAX_BYTES } from "../../plugins/uploads.js";
import { uploadService } from "../media/upload.service.js";
import { shopsService } from "../shops/shops.service.js";
import { requireVerified } from "../verification/access.js";
import { LISTING_FILES_FOLDER, LISTING_IMAGES_BUCKET, listingsService } from "./listings.service.js";
import { similarListingsCache } from "./similar-cache.js";
import { vendorListingsService } from "./vendor-listings.service.js";

const tags = ["listings"];
const byId = z.object({ id: z.uuid() });

/** Listings: her shop's physical, digital and service listings, their pages, photos and files. */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock, storage, bus } = app.deps;
  const similar = similarListingsCache(db, clock);
  const listings = listingsService({ db, clock, bus, similar });
  const shops = shopsService({ db, clock });
  const uploads = uploadService({ storage, clock });
  const vendor = vendorListingsService({ db, clock, bus, similar });
  const writes = limitBy(app, { name: "listing-write:ip", max: 200, minutes: 60, key: (req) => req.ip });
  const uploadLimit = limitBy(app, { name: "upload:ip", max: 120, minutes: 60, key: (req) => req.ip });

  app.post(
    "/api/listings",
    {
      preHandler: writes,
      schema: {
        tags,
        summary: "List something in her shop",
        body: listingInputSchema,
        response: { 200: listingDetailSchema },
      },
    },
    async (request) => listings.create((await requireVerified(request)).userId, request.body),
  );

  app.get(
    "/api/listings/:slug",
    {
      schema: {
        tags,
        summary: "A listing's page by slug or id",
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: listingDetailSchema },
      },
    },
    async (request) => listings.detail((await currentUser(request))?.userId ?? null, request.params.slug),
  );

  app.put(
    "/api/listings/:id",
    {
      preHandler: writes,
      schema: {
        tags,
        summary: "Edit her listing",
        params: byId,
        body: listingInputSchema,
        response: { 200: listingDetailSchema },
      },
    },
    async (request) => listings.update((await requireUser(request)).userId, request.params.id, request.body),
  );

  app.delete(
    "/api/listings/:id",
    {
      preHandler: writes,
      schema: { tags, summary: "Delete her listing", params: byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await listings.remove((await requireUser(request)).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/vendor/listings",
    {
      schema: {
        tags,
        summary: "Her own listings for the vendor dashboard, newest change first, with a count per filter",
        querystring: vendorListingsQuerySchema,
        response: { 200: vendorListingPageSchema },
      },
    },
    async (request) => {
      const { filter, limit, cursor } = request.query;
      return vendor.page((await requireUser(request)).userId, filter, limit, cursor);
    },
  );

  app.patch(
    "/api/listings/:id/visibility",
    {
      preHandler: writes,
      schema: {
        tags,
        summary: "Show her listing to buyers, or hide it",
        params: byId,
        body: listingVisibilitySchema,
        response: { 200: listingVisibilitySchema },
      },
    },
    async (request) =>
      vendor.setVisibility((await requireUser(request)).userId, request.params.id, request.body.is_active),
  );

  app.get(
    "/api/shops/:id/listings",
    {
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
      preHandler: uploadLimit,
      schema: {
        tags,
        summary: "Upload a listing photo (image ≤ 10 MB)",
        response: { 200: uploadedImageSchema },
      },
    },
    async (request) => {
      const { userId } = await requireVerified(request);
      const file = await readUpload(request, { maxBytes: FeedLimits.imageMaxBytes, kind: "image" });
      return uploads.storeImage(userId, file, LISTING_IMAGES_BUCKET);
    },
  );

  app.post(
    "/api/listings/files",
    {
      preHandler: uploadLimit,
      schema: {
        tags,
        summary: "Upload a digital listing's file (≤ 50 MB), kept private",
        response: { 200: listingFileSchema },
      },
    },
    async (request) => {
      const { userId } = await requireVerified(request);
      const file = await readUpload(request, { maxBytes: UPLOAD_MAX_BYTES, kind: "file" });
      return uploads.storePrivateFile(userId, file, LISTING_FILES_FOLDER);
    },
  );
};
