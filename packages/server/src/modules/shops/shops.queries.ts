import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { shopCardColumns } from "../../db/fragments/shop-card.js";
import { categories, listings, profiles, shopFollows, shops } from "../../db/schema/index.js";

export type ShopRow = typeof shops.$inferSelect;

/** One shop by id or slug, with its owner and whether the viewer follows it; inactive shops too. */
export async function findShop(db: Db, where: { id: string } | { slug: string }, viewerId: string | null) {
  const [row] = await db
    .select({
      shop: shops,
      owner: {
        id: profiles.id,
        username: profiles.username,
        full_name: profiles.full_name,
        avatar_url: profiles.avatar_url,
      },
      active_listings: sql<number>`(select count(*)::int from ${listings}
        where ${listings.shop_id} = ${shops.id} and ${listings.is_active} and ${listings.listing_status} = 'active')`,
      is_following: viewerId
        ? sql<boolean>`exists (select 1 from ${shopFollows} f where f.shop_id = ${shops.id} and f.follower_id = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(shops)
    .innerJoin(profiles, eq(profiles.id, shops.user_id))
    .where("id" in where ? eq(shops.id, where.id) : eq(shops.slug, where.slug));
  return row;
}

export async function activeShopOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: shops.id, slug: shops.slug, shop_currency: shops.shop_currency })
    .from(shops)
    .where(and(eq(shops.user_id, userId), eq(shops.is_active, true)));
  return row;
}

/** Her open shop's logo and cover as stored (seeded ones live outside her uploads), or undefined. */
export async function ownedPictures(db: Executor, userId: string, shopId: string) {
  const [row] = await db
    .select({ logo_url: shops.logo_url, cover_url: shops.cover_url })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.user_id, userId), eq(shops.is_active, true)));
  return row;
}

/** Slugs already taken that start like this one, so a new shop gets the next free `-2`, `-3`… */
export async function slugsLike(db: Executor, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: shops.slug })
    .from(shops)
    .where(
      or(
        eq(shops.slug, base),
        sql`${shops.slug} ~ ${`^${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-[0-9]+$`}`,
      ),
    );
  return rows.map((row) => row.slug);
}

/** Which of these category names exist and are active (case-insensitive), in their stored spelling. */
export async function knownCategories(db: Db, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .where(
      and(
        eq(categories.status, "A"),
        sql`lower(${categories.name}) in (${sql.join(
          names.map((name) => sql`${name.toLowerCase()}`),
          sql`, `,
        )})`,
      ),
    );
  return rows.map((row) => row.name);
}

export type ShopListParams = { search?: string; category?: string; limit: number; offset: number };

/** Active shops, newest first, by name or description and by category. */
export async function listShops(db: Db, params: ShopListParams) {
  const filters: (SQL | undefined)[] = [eq(shops.is_active, true)];
  const term = params.search?.trim();
  if (term) {
    const like = `%${term.replace(/[%_\\]/g, "\\$&")}%`;
    filters.push(or(ilike(shops.shop_name, like), ilike(shops.shop_description, like)));
  }
  if (params.category) {
    filters.push(
      sql`exists (select 1 from unnest(${shops.shop_categories}) c where lower(c) = ${params.category.toLowerCase()})`,
    );
  }
  const where = and(...filters);
  const [items, [total]] = await Promise.all([
    db
      .select(shopCardColumns)
      .from(shops)
      .where(where)
      .orderBy(desc(shops.created_at), desc(shops.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(shops).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
