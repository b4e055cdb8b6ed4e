import type { ListingDetail, listingInputSchema } from "@saheli/core/contracts/listings";
import type { CursorKey } from "@saheli/core/cursor";
import { AppErrorCode } from "@saheli/core/errors";
import type { Language } from "@saheli/core/i18n/languages";
import { ListingMessages, type ListingType, listingSlug } from "@saheli/core/listings";
import { policiesOf } from "@saheli/core/shop-front";
import { idFromSlug } from "@saheli/core/slugs";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Executor } from "../../db/connect.js";
import {
  categories,
  listingImages,
  listings,
  listingTags,
  listingVariations,
} from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Bus } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";
import { isOwnUpload } from "../../platform/storage.js";
import type { CategoriesService } from "../categories/categories.service.js";
import type { ShopsService } from "../shops/shops.service.js";
import { findListing, listingParts, ownedListing, shopListingCards } from "./listings.queries.js";
import type { SimilarListings } from "./similar-cache.js";
import { addStockChange, lockedStock } from "./stock.queries.js";

type ListingFields = z.output<typeof listingInputSchema>;
/** `similar`: the node's similar-listings cache, shared with the services that write listings (one of its own if not given). */
export type ListingsServiceDeps = {
  db: Db;
  clock: Clock;
  bus: Bus;
  similar: SimilarListings;
  shops: Pick<ShopsService, "openShopOf">;
  categoryCounts: Pick<CategoriesService, "recount">;
};

export const LISTING_IMAGES_BUCKET = "listing-images";
export const LISTING_FILES_FOLDER = "private/listing-files";

const listingDenied = () =>
  new AppError(AppErrorCode.LISTING_ACCESS_DENIED, 403, ListingMessages.accessDenied);
const listingMissing = () => new AppError(AppErrorCode.LISTING_NOT_FOUND, 404, ListingMessages.notFound);

/** Doc 3 §3, §6: listings of her own shop only; one transaction writes the listing and its parts. */
export function listingsService({ db, clock, bus, similar, shops, categoryCounts }: ListingsServiceDeps) {
  async function checked(userId: string, input: ListingFields) {
    for (const image of input.images) {
      if (!isOwnUpload(image.url, LISTING_IMAGES_BUCKET, userId)) {
        throw AppError.badRequest(ListingMessages.imagesOwn);
      }
    }
    if (
      input.digital_file_path &&
      (!input.digital_file_path.startsWith(`${LISTING_FILES_FOLDER}/${userId}/`) ||
        input.digital_file_path.includes(".."))
    ) {
      throw AppError.badRequest(ListingMessages.imagesOwn);
    }
    if (input.category_id) {
      const [category] = await db
        .select({ status: categories.status })
        .from(categories)
        .where(eq(categories.id, input.category_id));
      if (category?.status !== "A") throw AppError.badRequest("Please choose a category from the list");
    }
    const type: ListingType = input.listing_type;
    return {
      ...input,
      // Only physical goods have stock; a service has a duration, a digital item a file.
      quantity: type === "physical" ? input.quantity : 0,
      booking_duration_minutes: type === "service" ? (input.booking_duration_minutes ?? null) : null,
      digital_file_path: type === "digital" ? (input.digital_file_path ?? null) : null,
      is_online: type === "service" ? input.is_online : type === "digital",
      requires_approval: type === "service" ? input.requires_approval : false,
    };
  }

  /** Photos (one primary: the marked one, else the first), variations and tags, replacing what was there. */
  async function writeParts(tx: Executor, listingId: string, fields: ListingFields) {
    await tx.delete(listingImages).where(eq(listingImages.listing_id, listingId));
    await tx.delete(listingVariations).where(eq(listingVariations.listing_id, listingId));
    await tx.delete(listingTags).where(eq(listingTags.listing_id, listingId));
    const primary = Math.max(
      0,
      fields.images.findIndex((image) => image.is_primary),
    );
    if (fields.images.length > 0) {
      await tx.insert(listingImages).values(
        fields.images.map((image, position) => ({
          listing_id: listingId,
          image_url: image.url,
          is_primary: position === primary,
          position,
        })),
      );
    }
    const variations = [
      ...new Map(
        fields.variations.map((v) => [`${v.name.toLowerCase()}\u0000${v.value.toLowerCase()}`, v]),
      ).values(),
    ];
    if (variations.length > 0) {
      await tx.insert(listingVariations).values(
        variations.map((v, position) => ({
          listing_id: listingId,
          variation_name: v.name,
          variation_value: v.value,
          position,
        })),
      );
    }
    const tags = [...new Set(fields.tags)];
    if (tags.length > 0) {
      await tx.insert(listingTags).values(tags.map((tag_name) => ({ listing_id: listingId, tag_name })));
    }
  }

  async function create(userId: string, input: ListingFields): Promise<ListingDetail> {
    const shop = await shops.openShopOf(userId);
    if (!shop) throw new AppError(AppErrorCode.SHOP_ACCESS_DENIED, 403, ListingMessages.shopAccessDenied);
    const { images, variations, tags, ...fields } = await checked(userId, input);
    const id = crypto.randomUUID();
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.insert(listings).values({
        ...fields,
        id,
        shop_id: shop.id,
        slug: listingSlug(fields.title, id),
        listing_status: "active",
        created_at: now,
        updated_at: now,
      });
      await writeParts(tx, id, { ...input, images, variations, tags });
      // Her opening stock starts the listing's stock history.
      await addStockChange(tx, {
        listingId: id,
        delta: fields.quantity,
        quantityAfter: fields.quantity,
        reason: "edit",
        actorId: userId,
        at: now,
      });
      await categoryCounts.recount(tx);
    });
    similar.forget();
    return detail(userId, id);
  }

  /** Her listing, replaced whole; the slug stays so shared links keep working. Buyers' carts hear of it. */
  async function update(userId: string, listingId: string, input: ListingFields): Promise<ListingDetail> {
    const { images, variations, tags, ...fields } = await checked(userId, input);
    await db.transaction(async (tx) => {
      if (!(await ownedListing(tx, userId, listingId))) throw listingDenied();
      // Locked before the change, so an order taking stock meanwhile is counted in the history's delta.
      const before = (await lockedStock(tx, listingId)) ?? 0;
      const now = clock.now();
      await tx
        .update(listings)
        .set({ ...fields, updated_at: now })
        .where(eq(listings.id, listingId));
      await addStockChange(tx, {
        listingId,
        delta: fields.quantity - before,
        quantityAfter: fields.quantity,
        reason: "edit",
        actorId: userId,
        at: now,
      });
      await writeParts(tx, listingId, { ...input, images, variations, tags });
      await categoryCounts.recount(tx);
    });
    similar.forget();
    await bus.publish(`listing:${listingId}`, { name: "listing-updated", data: { listingId } });
    return detail(userId, listingId);
  }

  /** Deleting keeps the row for past orders, but it leaves the shop, search, carts and wishlists. */
  async function remove(userId: string, listingId: string) {
    await db.transaction(async (tx) => {
      if (!(await ownedListing(tx, userId, listingId))) throw listingDenied();
      await tx
        .update(listings)
        .set({ is_active: false, listing_status: "deleted", updated_at: clock.now() })
        .where(eq(listings.id, listingId));
      await categoryCounts.recount(tx);
    });
    similar.forget();
    await bus.publish(`listing:${listingId}`, { name: "listing-updated", data: { listingId } });
  }

  /** A listing's page by slug or id: on sale for everyone, and always for its owner. */
  async function detail(
    viewerId: string | null,
    slugOrId: string,
    language: Language = "en",
  ): Promise<ListingDetail> {
    if (!slugOrId.trim())
      throw new AppError(AppErrorCode.MISSING_IDENTIFIER, 400, ListingMessages.missingIdentifier);
    const id = idFromSlug(slugOrId);
    // Its category named in her language (issue 20).
    const row =
      (id && (await findListing(db, { id }, language))) ||
      (await findListing(db, { slug: slugOrId }, language));
    if (!row) throw listingMissing();
    const isOwner = row.shop.user_id === viewerId;
    const onSale = row.listing.is_active && row.listing.listing_status === "active" && row.shop.is_active;
    if (!onSale && !(isOwner && row.listing.listing_status !== "deleted")) throw listingMissing();
    const { listing } = row;
    const [parts, similarCards] = await Promise.all([
      listingParts(db, listing.id, viewerId),
      similar.of(listing),
    ]);
    const grouped = new Map<string, string[]>();
    for (const v of parts.variations) grouped.set(v.name, [...(grouped.get(v.name) ?? []), v.value]);
    const { user_id: _owner, is_active: _open, policies, ...shop } = row.shop;
    return {
      id: listing.id,
      slug: listing.slug,
      title: listing.title,
      description: listing.description,
      price: listing.price,
      sale_price: listing.sale_price,
      quantity: listing.quantity,
      listing_type: listing.listing_type as ListingType,
      is_active: listing.is_active,
      is_online: listing.is_online,
      is_featured: listing.is_featured,
      requires_approval: listing.requires_approval,
      booking_duration_minutes: listing.booking_duration_minutes,
      hsn_code: listing.hsn_code,
      gst_rate: listing.gst_rate,
      average_rating: listing.average_rating,
      total_reviews: listing.total_reviews,
      created_at: listing.created_at.toISOString(),
      category: row.category,
      images: parts.images,
      variations: [...grouped].map(([name, values]) => ({ name, values })),
      tags: parts.tags,
      shop: { ...shop, policies: policiesOf(policies), owner: row.owner },
      is_owner: isOwner,
      in_wishlist: parts.inWishlist,
      has_digital_file: Boolean(listing.digital_file_path),
      digital_file_path: isOwner ? listing.digital_file_path : null,
      similar: similarCards,
    };
  }

  const shopListings = (
    shopId: string,
    viewerOwnsShop: boolean,
    limit: number,
    after: CursorKey | null,
    type?: ListingType,
  ) => shopListingCards(db, { shopId, includeInactive: viewerOwnsShop, limit, after, type });

  return { create, update, remove, detail, shopListings };
}
