import { averageOf } from "@saheli/core/reviews";
import { shopSlug } from "@saheli/core/slugs";
import type { Storage } from "../../platform/storage.js";
import type { shops } from "../schema/index.js";
import { initialsOf, monogramArt } from "./artwork.js";
import type { ListingRow } from "./build-listings.js";
import { shopId } from "./build-listings.js";
import type { ProfileRow } from "./build-people.js";
import type { ReviewRow } from "./build-reviews.js";
import { shopSeeds } from "./content/shops.js";
import type { CategorySeed } from "./content/types.js";
import type { ImageJob } from "./images.js";
import { createRng } from "./rng.js";
import { DAY_MS } from "./time.js";

export type ShopRow = typeof shops.$inferInsert & { id: string; slug: string };

/** State codes of Udyam (MSME) registration numbers, for the shops that have one. */
const udyamStateCodes: Record<string, string> = {
  Assam: "AS",
  Karnataka: "KR",
  Punjab: "PB",
  "Tamil Nadu": "TN",
  "Uttar Pradesh": "UP",
};

/** The mean of every review on the shop's listings, as the live app derives it. */
function shopRating(listingIds: ReadonlySet<string>, reviews: readonly ReviewRow[]) {
  const own = reviews.filter((r) => listingIds.has(r.listing_id));
  return {
    rating: averageOf(
      own.reduce((sum, r) => sum + r.rating, 0),
      own.length,
    ),
    count: own.length,
  };
}

/** One shop per vendor, each owned by a role V profile and dated before its first listing. */
export function buildShops(
  storage: Pick<Storage, "url">,
  people: ReadonlyMap<string, ProfileRow>,
  categoriesBySeo: ReadonlyMap<string, CategorySeed>,
  listings: readonly ListingRow[],
  reviews: readonly ReviewRow[],
) {
  const rng = createRng(0x5409);
  const rows: ShopRow[] = [];
  const images: ImageJob[] = [];
  for (const seed of shopSeeds) {
    const owner = people.get(seed.ownerUsername);
    if (owner?.role !== "V") throw new Error(`Seed content: ${seed.name} needs a vendor owner`);
    const slug = shopSlug(seed.name);
    const id = shopId(seed.name);
    const own = listings.filter((l) => l.shop_id === id);
    if (own.length === 0) throw new Error(`Seed content: ${seed.name} has no listings`);
    const categories = seed.categories.map((seo) => {
      const category = categoriesBySeo.get(seo);
      if (!category) throw new Error(`Seed content: unknown category ${seo} for ${seed.name}`);
      return category;
    });
    const [main] = categories;
    if (!main) throw new Error(`Seed content: ${seed.name} has no categories`);
    const key = `seed/shops/${slug}.webp`;
    images.push({
      key,
      svg: monogramArt({
        palette: main.palette,
        motif: main.motif,
        rng,
        initials: initialsOf(seed.name),
        size: 256,
        ring: true,
      }),
    });
    const firstListing = Math.min(...own.map((l) => l.created_at.getTime()));
    const ownerSince = (owner.created_at as Date).getTime();
    const createdAt = new Date(Math.max(ownerSince + DAY_MS, firstListing - rng.int(20, 200) * DAY_MS));
    const { rating, count } = shopRating(new Set(own.map((l) => l.id)), reviews);
    const udyamState = seed.gstin ? udyamStateCodes[seed.address.state] : undefined;
    rows.push({
      id,
      user_id: owner.id,
      shop_name: seed.name,
      slug,
      shop_description: seed.description,
      logo_url: storage.url(key),
      website_url: owner.website ?? null,
      shop_phone_number: seed.phone,
      shop_email: owner.email,
      shop_categories: categories.map((c) => c.name),
      shop_hours: seed.hours,
      social_links: {
        instagram: `https://instagram.com/${seed.instagram}`,
        ...(seed.facebook ? { facebook: `https://facebook.com/${seed.facebook}` } : {}),
      },
      shop_currency: "INR",
      legal_name: seed.legalName,
      owner_name: owner.full_name,
      registration_number: udyamState
        ? `UDYAM-${udyamState}-${rng.int(10, 99)}-${rng.int(1_000_000, 9_999_999)}`
        : null,
      tax_id: seed.gstin ?? null,
      business_address: {
        address_line_1: seed.address.line1,
        city: seed.address.city,
        state: seed.address.state,
        postal_code: seed.address.postalCode,
        country: "IN",
      },
      is_active: true,
      verified: seed.verified ?? true,
      average_rating: rating,
      total_reviews: count,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  return { rows, images };
}
