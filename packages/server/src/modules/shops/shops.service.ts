import type { ShopView, shopInputSchema } from "@saheli/core/contracts/shops";
import { AppErrorCode } from "@saheli/core/errors";
import { policiesOf, SHOP_POLICIES } from "@saheli/core/shop-front";
import { ShopMessages } from "@saheli/core/shops";
import { idFromSlug, shopSlug } from "@saheli/core/slugs";
import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Executor } from "../../db/connect.js";
import { isUniqueViolation } from "../../db/errors.js";
import { profiles, shops } from "../../db/schema/index.js";
import type { ShopPolicies } from "../../db/schema/shops.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { isOwnUpload } from "../../platform/storage.js";
import type { CategoriesService } from "../categories/categories.service.js";
import {
  activeShopOf,
  findShop,
  knownCategories,
  listShops,
  ownedPictures,
  type ShopListParams,
  slugsLike,
} from "./shops.queries.js";

type ShopFields = z.output<typeof shopInputSchema>;
export type ShopsServiceDeps = { db: Db; clock: Clock; categoryCounts: Pick<CategoriesService, "recount"> };

const accessDenied = () => new AppError(AppErrorCode.SHOP_ACCESS_DENIED, 403, ShopMessages.accessDenied);

/** Her policies as stored: the ones she wrote, the empty ones left out; undefined leaves them as they are. */
function storedPolicies(input: ShopFields["policies"]): ShopPolicies | undefined {
  if (!input) return undefined;
  const kept = SHOP_POLICIES.flatMap((name) => {
    const text = input[name];
    return text ? [[name, text] as const] : [];
  });
  return Object.fromEntries(kept);
}

/** The first free slug for a name: the name's slug, else the same with -2, -3… */
export function freeSlug(base: string, taken: readonly string[]): string {
  const root = base || "shop";
  if (!taken.includes(root)) return root;
  let n = 2;
  while (taken.includes(`${root}-${n}`)) n++;
  return `${root}-${n}`;
}

/**
 * Shops (doc 3 §4 "Shop", doc 1 §4 Create Shop): only a verified woman opens one, one at a time; opening it
 * makes her a vendor in the same transaction. Edits and the soft delete are the owner's alone.
 */
export function shopsService({ db, clock, categoryCounts }: ShopsServiceDeps) {
  /** `kept`: the pictures the shop already has, which an edit may send back unchanged wherever they live. */
  async function checkedFields(userId: string, input: ShopFields, kept: readonly (string | null)[] = []) {
    const categories = await knownCategories(db, input.shop_categories);
    if (categories.length !== new Set(input.shop_categories.map((c) => c.toLowerCase())).size) {
      throw AppError.badRequest(ShopMessages.unknownCategory);
    }
    for (const url of [input.logo_url, input.cover_url]) {
      if (url && !kept.includes(url) && !isOwnUpload(url, "shop-images", userId)) {
        throw AppError.badRequest("Images must be uploaded to Saheli first.");
      }
    }
    return { ...input, shop_categories: categories, policies: storedPolicies(input.policies) };
  }

  type CheckedFields = Awaited<ReturnType<typeof checkedFields>>;

  async function create(userId: string, input: ShopFields): Promise<ShopView> {
    const fields = await checkedFields(userId, input);
    // Two people opening same-named shops at once may pick the same free slug: the loser tries the next one.
    for (let attempt = 1; ; attempt++) {
      try {
        return view(userId, await open(userId, fields));
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }

  async function open(userId: string, fields: CheckedFields): Promise<string> {
    return db.transaction(async (tx) => {
      // Her profile row is the lock: two tabs opening a shop at once make one shop.
      const [profile] = await tx
        .select({ gender: profiles.gender, is_verified: profiles.is_verified, role: profiles.role })
        .from(profiles)
        .where(eq(profiles.id, userId))
        .for("update");
      if (!profile?.gender || !profile.is_verified) throw AppError.forbidden(ShopMessages.mustBeVerified);
      if (await activeShopOf(tx, userId)) {
        throw new AppError(AppErrorCode.CONFLICT, 409, ShopMessages.alreadyExists);
      }
      const base = shopSlug(fields.shop_name);
      const slug = freeSlug(base, await slugsLike(tx, base || "shop"));
      const now = clock.now();
      const [shop] = await tx
        .insert(shops)
        .values({ ...fields, user_id: userId, slug, created_at: now, updated_at: now })
        .returning({ id: shops.id });
      if (!shop) throw new Error("insert returned no shop");
      await tx
        .update(profiles)
        .set({ role: "V", updated_at: now })
        .where(and(eq(profiles.id, userId), ne(profiles.role, "A")));
      return shop.id;
    });
  }

  /** A shop by slug or id (or `{slug}-{id}`); a closed shop is visible to its owner only. */
  async function view(viewerId: string | null, slugOrId: string): Promise<ShopView> {
    const id = idFromSlug(slugOrId);
    const row =
      (id && (await findShop(db, { id }, viewerId))) || (await findShop(db, { slug: slugOrId }, viewerId));
    const isOwner = row?.shop.user_id === viewerId;
    if (!row || (!row.shop.is_active && !isOwner)) throw AppError.notFound(ShopMessages.notFound);
    const { shop } = row;
    return {
      id: shop.id,
      slug: shop.slug,
      shop_name: shop.shop_name,
      shop_description: shop.shop_description,
      logo_url: shop.logo_url,
      cover_url: shop.cover_url,
      website_url: shop.website_url,
      shop_phone_number: shop.shop_phone_number,
      shop_email: shop.shop_email,
      shop_categories: shop.shop_categories,
      shop_hours: shop.shop_hours ?? null,
      social_links: shop.social_links ?? null,
      shop_currency: shop.shop_currency,
      verified: shop.verified,
      is_active: shop.is_active,
      average_rating: shop.average_rating,
      total_reviews: shop.total_reviews,
      stats: { activeListings: row.active_listings },
      follower_count: shop.follower_count,
      is_following: row.is_following,
      created_at: shop.created_at.toISOString(),
      owner: row.owner,
      is_owner: isOwner,
      policies: policiesOf(shop.policies),
      holiday_mode: shop.holiday_mode,
      holiday_message: shop.holiday_message,
      banner_url: shop.banner_url,
      private: isOwner
        ? {
            legal_name: shop.legal_name,
            owner_name: shop.owner_name,
            registration_number: shop.registration_number,
            tax_id: shop.tax_id,
            business_address: shop.business_address ?? null,
            warehouse_address: shop.warehouse_address ?? null,
            cod_enabled: shop.cod_enabled,
            cod_blocked_pincodes: shop.cod_blocked_pincodes,
          }
        : null,
    };
  }

  async function mine(userId: string): Promise<ShopView | null> {
    const shop = await activeShopOf(db, userId);
    return shop ? view(userId, shop.id) : null;
  }

  /** Her shop's details; the slug stays, so links already shared keep working. */
  async function update(userId: string, shopId: string, input: ShopFields): Promise<ShopView> {
    const current = await ownedPictures(db, userId, shopId);
    if (!current) throw accessDenied();
    const fields = await checkedFields(userId, input, [current.logo_url, current.cover_url]);
    const updated = await db
      .update(shops)
      .set({ ...fields, updated_at: clock.now() })
      .where(and(eq(shops.id, shopId), eq(shops.user_id, userId), eq(shops.is_active, true)))
      .returning({ id: shops.id });
    if (updated.length === 0) throw accessDenied();
    return view(userId, shopId);
  }

  /** Soft delete (doc 3 §4): the shop and its listings leave the marketplace; she may open another. */
  async function close(userId: string, shopId: string) {
    const closed = await db
      .update(shops)
      .set({ is_active: false, updated_at: clock.now() })
      .where(and(eq(shops.id, shopId), eq(shops.user_id, userId), eq(shops.is_active, true)))
      .returning({ id: shops.id });
    if (closed.length === 0) throw accessDenied();
    await db.transaction((tx) => categoryCounts.recount(tx));
  }

  const list = (params: ShopListParams) => listShops(db, params);

  /** Her open shop, or undefined; inside the caller's transaction when one is given. */
  const openShopOf = (userId: string, tx: Executor = db) => activeShopOf(tx, userId);

  return { create, view, mine, update, close, list, openShopOf };
}

export type ShopsService = ReturnType<typeof shopsService>;
