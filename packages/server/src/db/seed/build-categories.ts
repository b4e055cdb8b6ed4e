import type { Storage } from "../../platform/storage.js";
import type { categories } from "../schema/index.js";
import { categoryArt } from "./artwork.js";
import { categorySeeds, laterCategorySeeds } from "./content/categories.js";
import type { CategorySeed } from "./content/types.js";
import type { ImageJob } from "./images.js";
import { createRng, stableUuid } from "./rng.js";
import { daysBefore } from "./time.js";

export type CategoryRow = typeof categories.$inferInsert & { id: string; seo_name: string };

export const categoryId = (seoName: string) => stableUuid("category", seoName);

/** Top-level categories in display order; product counts are filled in once the listings exist. */
export function buildCategories(base: Date, storage: Pick<Storage, "url">) {
  const rng = createRng(0xca7e9);
  const rows: CategoryRow[] = [];
  const images: ImageJob[] = [];
  const bySeoName = new Map<string, CategorySeed>();
  [...categorySeeds, ...laterCategorySeeds].forEach((seed, index) => {
    const key = `seed/categories/${seed.seoName}.webp`;
    images.push({
      key,
      svg: categoryArt({ palette: seed.palette, motif: seed.motif, rng, name: seed.name }),
    });
    bySeoName.set(seed.seoName, seed);
    rows.push({
      id: categoryId(seed.seoName),
      name: seed.name,
      name_hi: seed.nameHi,
      seo_name: seed.seoName,
      status: "A",
      description: seed.description,
      image_url: storage.url(key),
      product_count: 0,
      position: index + 1,
      level: 0,
      created_at: daysBefore(base, rng, 400, 420),
    });
  });
  return { rows, images, bySeoName };
}

/** Sets each category's product_count to the number of active listings in it. */
export function countProducts(
  rows: CategoryRow[],
  listings: readonly { category_id?: string | null; is_active?: boolean }[],
): void {
  for (const row of rows) {
    row.product_count = listings.filter((l) => l.category_id === row.id && l.is_active !== false).length;
  }
}
