import { type CategoryFilters, FilterLimits, minimumRating } from "@saheli/core/category-filters";
import type { CategorySort } from "@saheli/core/category-sort";
import type { Language } from "@saheli/core/i18n/languages";
import { ListingLimits } from "@saheli/core/listings";
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { listingCardsWhere, onSale } from "../../db/fragments/listing-card.js";
import { categories, listings, listingTags, listingVariations, shops } from "../../db/schema/index.js";
import { categoryName } from "../home/home.queries.js";

const paid = sql`coalesce(${listings.sale_price}, ${listings.price})`;

const ORDER: Record<CategorySort, SQL[]> = {
  featured: [
    desc(listings.is_featured),
    desc(listings.average_rating),
    desc(listings.created_at),
    desc(listings.id),
  ],
  "price-low": [asc(paid), desc(listings.id)],
  "price-high": [desc(paid), desc(listings.id)],
  rating: [desc(listings.average_rating), desc(listings.total_reviews), desc(listings.id)],
  newest: [desc(listings.created_at), desc(listings.id)],
};

export async function findCategory(db: Db, slugOrId: string, id: string | null, language: Language = "en") {
  const [row] = await db
    .select({
      id: categories.id,
      name: categoryName(language),
      seo_name: categories.seo_name,
      image_url: categories.image_url,
      product_count: categories.product_count,
      description: categories.description,
    })
    .from(categories)
    .where(and(eq(categories.status, "A"), id ? eq(categories.id, id) : eq(categories.seo_name, slugOrId)));
  return row;
}

/** Every filter of doc 3 §2.15 as SQL over the category's listings on sale (prices are what a buyer pays). */
/**
 * The category's active sub-categories (its "Categories" filter, doc 3 §2.15), in the admins' order, with what is
 * on sale in each.
 */
export async function subCategories(db: Db, categoryId: string, language: Language = "en") {
  const name = language === "hi" ? sql`coalesce(c.name_hi, c.category)` : sql`c.category`;
  const rows = await db.execute(sql`select c.id, ${name} as name, c.seo_name, c.icon,
      (select count(*)::int from listings l join shops s on s.id = l.shop_id
        where l.category_id = c.id and l.is_active and l.listing_status = 'active' and s.is_active) as count
    from categories c where c.parent_id = ${categoryId} and c.status = 'A'
    order by c.position, c.category limit ${FilterLimits.categoriesShown}`);
  return (
    rows as unknown as {
      rows: { id: string; name: string; seo_name: string; icon: string | null; count: number }[];
    }
  ).rows;
}

/** The category itself and its sub-categories; or only the sub-categories she ticked. */
function inScope(categoryId: string, subs: { id: string; seo_name: string }[], f: CategoryFilters): SQL {
  const picked = subs.filter((c) => f.categories.includes(c.seo_name)).map((c) => c.id);
  if (f.categories.length > 0) return picked.length > 0 ? inArray(listings.category_id, picked) : sql`false`;
  return inArray(listings.category_id, [categoryId, ...subs.map((c) => c.id)]);
}

function filtered(
  categoryId: string,
  f: CategoryFilters,
  subs: { id: string; seo_name: string }[] = [],
): SQL {
  const minRating = minimumRating(f);
  const types = f.itemType.flatMap((t) => (t === "service" ? ["service"] : ["physical", "digital"]));
  return and(
    inScope(categoryId, subs, f),
    onSale,
    f.priceRange[0] > FilterLimits.priceMin ? gte(paid, f.priceRange[0]) : undefined,
    f.priceRange[1] < FilterLimits.priceMax ? lte(paid, f.priceRange[1]) : undefined,
    minRating !== null ? gte(listings.average_rating, minRating) : undefined,
    types.length > 0 ? inArray(listings.listing_type, types) : undefined,
    f.featured ? eq(listings.is_featured, true) : undefined,
    f.tags.length > 0
      ? sql`exists (select 1 from ${listingTags} t where t.listing_id = ${listings.id} and t.tag_name in ${f.tags})`
      : undefined,
    ...Object.entries(f.variants).map(
      ([name, values]) =>
        sql`exists (select 1 from ${listingVariations} v where v.listing_id = ${listings.id}
          and v.variation_name = ${name} and v.variation_value in ${values})`,
    ),
  )!;
}

export async function categoryListings(
  db: Db,
  categoryId: string,
  f: CategoryFilters,
  subs: { id: string; seo_name: string }[] = [],
) {
  const where = filtered(categoryId, f, subs);
  const [items, [total]] = await Promise.all([
    listingCardsWhere(db, {
      where,
      orderBy: ORDER[f.sortBy],
      limit: FilterLimits.pageSize,
      offset: (f.page - 1) * FilterLimits.pageSize,
    }),
    db.select({ n: count() }).from(listings).innerJoin(shops, eq(shops.id, listings.shop_id)).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/**
 * The category's tags (top 50 by use) and variations (up to 20 values a name), over what is on sale. Each
 * listing's own tags and variations are read by its key (`lateral … limit` at the most a listing may have, which
 * the planner keeps as a loop over the category's listings): the join it chose before read every tag row of the
 * marketplace (30 ms at 100,000 listings).
 */
export async function categoryFacets(db: Db, categoryId: string) {
  const onSaleHere = sql`from listings l join shops s on s.id = l.shop_id`;
  const where = sql`where l.category_id = ${categoryId} and l.is_active = true
    and l.listing_status = 'active' and s.is_active = true`;
  const [tagRows, variantRows] = await Promise.all([
    db.execute(sql`select t.tag_name as tag, count(*)::int as count ${onSaleHere}
      cross join lateral (select lt.tag_name from listing_tags lt where lt.listing_id = l.id
        limit ${ListingLimits.tagsMax}) t
      ${where} group by t.tag_name order by count(*) desc, t.tag_name asc limit ${FilterLimits.tagsCollected}`),
    db.execute(sql`select distinct v.variation_name as name, v.variation_value as value ${onSaleHere}
      cross join lateral (select lv.variation_name, lv.variation_value from listing_variations lv
        where lv.listing_id = l.id limit ${ListingLimits.variationsMax}) v
      ${where} order by 1, 2 limit 2000`),
  ]);
  const tags = (tagRows as unknown as { rows: { tag: string; count: number }[] }).rows;
  const variations = (variantRows as unknown as { rows: { name: string; value: string }[] }).rows;
  const byName = new Map<string, string[]>();
  for (const v of variations) {
    const values = byName.get(v.name) ?? [];
    if (values.length < FilterLimits.variantValuesCollected) values.push(v.value);
    byName.set(v.name, values);
  }
  return { tags, variants: [...byName].map(([name, values]) => ({ name, values })) };
}
