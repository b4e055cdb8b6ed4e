import type { ComposerFacts } from "@saheli/core/ai-compose";
import { formatMoney } from "@saheli/core/money";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { onSale } from "../../db/fragments/listing-card.js";
import { aiUsage, listings, profiles, shops } from "../../db/schema/index.js";

/** What the writer may know: her own profile, her own shop and two of her own listings on sale. Nobody else's. */
export async function composerFactsOf(db: Db, userId: string): Promise<ComposerFacts> {
  const [person] = await db
    .select({ full_name: profiles.full_name, location: profiles.location, headline: profiles.headline })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [shop] = await db
    .select({
      id: shops.id,
      shop_name: shops.shop_name,
      categories: shops.shop_categories,
      currency: shops.shop_currency,
      address: shops.business_address,
    })
    .from(shops)
    .where(and(eq(shops.user_id, userId), eq(shops.is_active, true)))
    .limit(1);
  const items = shop
    ? await db
        .select({ title: listings.title, price: listings.price, sale_price: listings.sale_price })
        .from(listings)
        .innerJoin(shops, eq(shops.id, listings.shop_id))
        .where(and(eq(listings.shop_id, shop.id), onSale))
        .orderBy(desc(listings.created_at))
        .limit(2)
    : [];
  const city = shop?.address?.city || person?.location?.split(",")[0]?.trim() || null;
  return {
    firstName: (person?.full_name ?? "").trim().split(/\s+/)[0] || "there",
    shopName: shop?.shop_name ?? null,
    city,
    category: shop?.categories[0] ?? null,
    listings: items.map((item) => ({
      title: item.title,
      price: formatMoney(item.sale_price ?? item.price, shop?.currency),
    })),
    headline: person?.headline ?? null,
  };
}

/**
 * Counts one model call for her today and answers whether it is within the quota; the upsert is one statement,
 * so two tabs cannot both take the last call.
 */
export async function takeModelCall(db: Db, userId: string, day: string, max: number): Promise<boolean> {
  const [row] = await db
    .insert(aiUsage)
    .values({ user_id: userId, day, calls: 1 })
    .onConflictDoUpdate({
      target: [aiUsage.user_id, aiUsage.day],
      set: { calls: sql`${aiUsage.calls} + 1` },
      setWhere: sql`${aiUsage.calls} < ${max}`,
    })
    .returning({ calls: aiUsage.calls });
  return row !== undefined;
}
