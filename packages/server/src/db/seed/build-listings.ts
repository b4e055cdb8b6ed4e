import { shopSlug } from "@saheli/core/slugs";
import type { Storage } from "../../platform/storage.js";
import type { listingImages, listings, listingTags } from "../schema/index.js";
import { listingArt } from "./artwork.js";
import { categoryId } from "./build-categories.js";
import { catalogs } from "./content/catalog.js";
import type { CategorySeed, ListingSeed, ListingType } from "./content/types.js";
import { type DigitalFileJob, digitalFileKey } from "./digital-files.js";
import type { ImageJob } from "./images.js";
import { createRng, type Rng, stableSuffix, stableUuid } from "./rng.js";
import { daysBefore } from "./time.js";

export type ListingRow = typeof listings.$inferInsert & {
  id: string;
  shop_id: string;
  title: string;
  slug: string;
  listing_type: ListingType;
  total_reviews: number;
  average_rating: number;
  created_at: Date;
};

export const shopId = (shopName: string) => stableUuid("shop", shopSlug(shopName));

const types: readonly ListingType[] = ["physical", "digital", "service"];
const badges: Record<ListingType, string | undefined> = {
  physical: undefined,
  digital: "DIGITAL",
  service: "SERVICE",
};
/** Featured on the home page: each shop's first physical product, plus a few digital and service picks. */
const featuredPicks: Record<Exclude<ListingType, "physical">, number> = { digital: 3, service: 3 };

/** A sale price 10–25 % below `price`, ending in 9 like Indian shop prices do. */
function salePrice(price: number, rng: Rng): number {
  const target = price * (1 - rng.int(10, 25) / 100);
  const step = price >= 1000 ? 100 : 10;
  return Math.max(step - 1, Math.floor(target / step) * step - 1);
}

function quantity(type: ListingType, seed: ListingSeed, rng: Rng): number {
  if (type === "digital") return 999;
  if (type === "service") return rng.int(5, 30);
  return seed.price >= 8000 ? rng.int(2, 8) : rng.int(6, 60);
}

/** The rating and count a listing is meant to end near; build-reviews writes the rows and sets the real ones. */
function reviews(rng: Rng): { rating: number; count: number } {
  if (rng.chance(0.1)) return { rating: 0, count: 0 };
  return { rating: rng.int(38, 50) / 10, count: rng.int(2, 14) };
}

/** Every shop's listings with one primary picture and their tags. */
export function buildListings(
  base: Date,
  storage: Pick<Storage, "url">,
  categoriesBySeo: ReadonlyMap<string, CategorySeed>,
) {
  const rng = createRng(0x1157);
  const rows: ListingRow[] = [];
  const imageRows: (typeof listingImages.$inferInsert)[] = [];
  const tagRows: (typeof listingTags.$inferInsert)[] = [];
  const images: ImageJob[] = [];
  const files: DigitalFileJob[] = [];
  for (const catalog of catalogs) {
    for (const type of types) {
      for (const [index, seed] of (catalog[type] ?? []).entries()) {
        const category = categoriesBySeo.get(seed.category);
        if (!category) throw new Error(`Seed content: unknown category ${seed.category} for ${seed.title}`);
        const slug = `${shopSlug(seed.title)}-${stableSuffix(6, "listing", seed.title)}`;
        const id = stableUuid("listing", slug);
        const key = `seed/listings/${slug}.webp`;
        const createdAt = daysBefore(base, rng, 1, 60);
        const { rating, count } = reviews(rng);
        images.push({
          key,
          svg: listingArt({
            palette: category.palette,
            motif: category.motif,
            rng,
            title: seed.title,
            badge: badges[type],
          }),
        });
        rows.push({
          id,
          shop_id: shopId(catalog.shop),
          category_id: categoryId(seed.category),
          title: seed.title,
          slug,
          description: seed.description,
          price: seed.price,
          sale_price: rng.chance(0.3) ? salePrice(seed.price, rng) : null,
          quantity: quantity(type, seed, rng),
          listing_type: type,
          listing_status: "active",
          is_active: true,
          is_online: seed.online ?? false,
          is_featured: type === "physical" && index === 0,
          average_rating: rating,
          total_reviews: count,
          booking_duration_minutes: type === "service" ? (seed.minutes ?? 60) : null,
          requires_approval: type === "service" && seed.price >= 5000,
          digital_file_path: type === "digital" ? digitalFileKey(slug) : null,
          created_at: createdAt,
          updated_at: createdAt,
        });
        if (type === "digital")
          files.push({ key: digitalFileKey(slug), title: seed.title, description: seed.description });
        imageRows.push({ listing_id: id, image_url: storage.url(key), is_primary: true, position: 0 });
        for (const tag of new Set(seed.tags.map((t) => t.toLowerCase())))
          tagRows.push({ listing_id: id, tag_name: tag });
      }
    }
  }
  markFeatured(rows, rng);
  if (new Set(rows.map((r) => r.slug)).size !== rows.length)
    throw new Error("Seed content: duplicate listing slug");
  return { rows, imageRows, tagRows, images, files };
}

function markFeatured(rows: ListingRow[], rng: Rng): void {
  for (const [type, count] of Object.entries(featuredPicks)) {
    const candidates = rows.filter((r) => r.listing_type === type && r.total_reviews > 0);
    for (const row of rng.shuffle(candidates).slice(0, count)) row.is_featured = true;
  }
}
