import { shopSlug } from "@saheli/core/slugs";
import type { Storage } from "../../platform/storage.js";
import type { coworkingSpaces, listingImages, listingTags, serviceAvailability } from "../schema/index.js";
import { listingArt } from "./artwork.js";
import { categoryId } from "./build-categories.js";
import { type ListingRow, shopId } from "./build-listings.js";
import { coworkingSeeds } from "./content/coworking.js";
import type { CategorySeed } from "./content/types.js";
import type { ImageJob } from "./images.js";
import { createRng, stableSuffix, stableUuid } from "./rng.js";
import { daysBefore } from "./time.js";

const CATEGORY = "co-working";

/**
 * The demo co-working spaces: each a service of a demo shop in the Co-working category, with its pictures, its
 * space's details and its opening hours (so a pass can be booked). Built apart from the other listings, with its
 * own seeded sequence, so adding it changes none of theirs (nor the featured picks or reviews made from them).
 */
export function buildCoworking(
  base: Date,
  storage: Pick<Storage, "url">,
  categoriesBySeo: ReadonlyMap<string, CategorySeed>,
) {
  const rng = createRng(0xc0e0);
  const category = categoriesBySeo.get(CATEGORY);
  if (!category) throw new Error(`Seed content: unknown category ${CATEGORY}`);
  const listings: ListingRow[] = [];
  const imageRows: (typeof listingImages.$inferInsert)[] = [];
  const tagRows: (typeof listingTags.$inferInsert)[] = [];
  const spaces: (typeof coworkingSpaces.$inferInsert)[] = [];
  const availability: (typeof serviceAvailability.$inferInsert)[] = [];
  const images: ImageJob[] = [];
  for (const seed of coworkingSeeds) {
    const slug = `${shopSlug(seed.title)}-${stableSuffix(6, "listing", seed.title)}`;
    const id = stableUuid("listing", slug);
    const createdAt = daysBefore(base, rng, 5, 30);
    seed.photos.forEach((caption, position) => {
      const key = `seed/listings/${slug}-${position + 1}.webp`;
      images.push({
        key,
        svg: listingArt({
          palette: category.palette,
          motif: category.motif,
          rng,
          title: caption,
          badge: position === 0 ? "CO-WORK" : undefined,
        }),
      });
      imageRows.push({ listing_id: id, image_url: storage.url(key), is_primary: position === 0, position });
    });
    listings.push({
      id,
      shop_id: shopId(seed.shop),
      category_id: categoryId(CATEGORY),
      title: seed.title,
      slug,
      description: seed.description,
      price: seed.price,
      sale_price: null,
      quantity: seed.desks,
      listing_type: "service",
      listing_status: "active",
      is_active: true,
      is_online: false,
      is_featured: false,
      average_rating: 0,
      total_reviews: 0,
      booking_duration_minutes: seed.minutes,
      requires_approval: false,
      digital_file_path: null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    for (const tag of new Set(seed.tags.map((t) => t.toLowerCase())))
      tagRows.push({ listing_id: id, tag_name: tag });
    spaces.push({
      listing_id: id,
      city: seed.city,
      address: seed.address,
      amenities: [...seed.amenities],
      pass_type: seed.passType,
    });
    const open = [{ ...seed.hours }];
    availability.push({
      listing_id: id,
      timezone: "Asia/Kolkata",
      weekly: {
        mon: open,
        tue: open,
        wed: open,
        thu: open,
        fri: open,
        sat: open,
        sun: [],
      },
      capacity: seed.desks,
      pay_at_service: true,
      meeting_provider: "in_person",
      min_notice_minutes: 60,
      max_days_ahead: 60,
      cancel_hours: 2,
    });
  }
  return { listings, imageRows, tagRows, spaces, availability, images };
}
