import { AdminMessages, type CategoryIcon, type SlideType } from "@saheli/core/admin";
import type { AdminCategory, Slide } from "@saheli/core/contracts/admin";
import { AppErrorCode } from "@saheli/core/errors";
import { shopSlug } from "@saheli/core/slugs";
import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";
import { isUniqueViolation } from "../../db/errors.js";
import { categories, featuredShops, listings, shops, slides } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Bus } from "../../platform/bus.js";
import type { Clock } from "../../platform/clock.js";
import type { Storage } from "../../platform/storage.js";
import { recordAudit } from "./audit.queries.js";

export type CurationDeps = { db: Db; clock: Clock; bus: Bus; storage: Pick<Storage, "url" | "delete"> };

export const SLIDE_FOLDER = "slides";

const slideColumns = {
  id: slides.id,
  type: slides.type,
  title: slides.title,
  subtitle: slides.subtitle,
  image_url: slides.image_url,
  link_url: slides.link_url,
  sort_order: slides.sort_order,
  is_active: slides.is_active,
};

type SlideInput = {
  type: SlideType;
  title: string;
  subtitle?: string | null;
  image_path: string;
  link_url?: string | null;
  is_active: boolean;
};
type SlideChanges = {
  title?: string;
  subtitle?: string | null;
  link_url?: string | null;
  is_active?: boolean;
};
type CategoryInput = {
  name: string;
  parent_id?: string | null;
  icon?: CategoryIcon | null;
  description?: string | null;
};
type CategoryChanges = Partial<CategoryInput> & { status?: "A" | "D" };

/**
 * What the home page and /commerce put forward (issue 23 §2): featured shops (featured_shops, in order),
 * featured listings (listings.is_featured, the one flag every shelf and search already reads), home slides and
 * the category tree. Every change is logged with its reason in the same transaction.
 */
export function curationService({ db, clock, bus, storage }: CurationDeps) {
  const audit = (
    tx: Executor,
    adminId: string,
    action: string,
    type: string,
    id: string | null,
    reason: string,
    details?: Record<string, unknown>,
  ) =>
    recordAudit(tx, {
      actorId: adminId,
      action,
      targetType: type,
      targetId: id,
      reason,
      details,
      at: clock.now(),
    });

  // Featured shops
  function featuredShopList() {
    return db
      .select({
        shop_id: shops.id,
        shop_name: shops.shop_name,
        slug: shops.slug,
        logo_url: shops.logo_url,
        position: featuredShops.position,
      })
      .from(featuredShops)
      .innerJoin(shops, eq(shops.id, featuredShops.shop_id))
      .orderBy(asc(featuredShops.position), asc(featuredShops.created_at));
  }

  async function featureShop(adminId: string, shopId: string, reason: string) {
    await db.transaction(async (tx) => {
      const [shop] = await tx
        .select({ id: shops.id })
        .from(shops)
        .where(and(eq(shops.id, shopId), eq(shops.is_active, true)));
      if (!shop) throw AppError.notFound(AdminMessages.shopNotFound);
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${featuredShops.position}), -1)::int` })
        .from(featuredShops);
      await tx
        .insert(featuredShops)
        .values({
          shop_id: shopId,
          position: (last?.max ?? -1) + 1,
          created_by: adminId,
          created_at: clock.now(),
        })
        .onConflictDoNothing();
      await audit(tx, adminId, "feature_shop", "shop", shopId, reason);
    });
    return { items: await featuredShopList() };
  }

  async function unfeatureShop(adminId: string, shopId: string, reason: string) {
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(featuredShops)
        .where(eq(featuredShops.shop_id, shopId))
        .returning({ id: featuredShops.id });
      if (removed.length === 0) throw AppError.notFound(AdminMessages.shopNotFound);
      await audit(tx, adminId, "unfeature_shop", "shop", shopId, reason);
    });
    return { items: await featuredShopList() };
  }

  async function reorderShops(adminId: string, shopIds: string[], reason: string) {
    await db.transaction(async (tx) => {
      for (const [index, shopId] of shopIds.entries()) {
        await tx.update(featuredShops).set({ position: index }).where(eq(featuredShops.shop_id, shopId));
      }
      await audit(tx, adminId, "reorder_featured_shops", "shop", null, reason, { order: shopIds });
    });
    return { items: await featuredShopList() };
  }

  /** Shops to pick from, by name. */
  async function findShops(q: string) {
    const rows = await db
      .select({ id: shops.id, name: shops.shop_name, detail: shops.slug })
      .from(shops)
      .where(and(eq(shops.is_active, true), ilike(shops.shop_name, `%${escapeLike(q)}%`)))
      .orderBy(desc(shops.average_rating))
      .limit(10);
    return { items: rows };
  }

  // Featured listings
  async function featuredListingList() {
    const rows = await db
      .select({
        id: listings.id,
        title: listings.title,
        slug: listings.slug,
        listing_type: listings.listing_type,
        shop_name: shops.shop_name,
        image_url: sql<
          string | null
        >`(select i.image_url from listing_images i where i.listing_id = ${listings.id}
          order by i.is_primary desc, i.position limit 1)`,
      })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shop_id))
      .where(and(eq(listings.is_featured, true), ne(listings.listing_status, "deleted")))
      .orderBy(desc(listings.updated_at))
      .limit(200);
    return { items: rows };
  }

  async function featureListing(adminId: string, listingId: string, featured: boolean, reason: string) {
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(listings)
        .set({ is_featured: featured, updated_at: clock.now() })
        .where(and(eq(listings.id, listingId), ne(listings.listing_status, "deleted")))
        .returning({ id: listings.id });
      if (changed.length === 0) throw AppError.notFound("Listing not found");
      await audit(
        tx,
        adminId,
        featured ? "feature_listing" : "unfeature_listing",
        "listing",
        listingId,
        reason,
      );
    });
    await bus.publish(`listing:${listingId}`, { name: "listing-updated", data: { listingId } });
    return featuredListingList();
  }

  async function findListings(q: string) {
    const rows = await db
      .select({ id: listings.id, name: listings.title, detail: shops.shop_name })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shop_id))
      .where(
        and(
          eq(listings.listing_status, "active"),
          eq(listings.is_active, true),
          or(ilike(listings.title, `%${escapeLike(q)}%`), ilike(shops.shop_name, `%${escapeLike(q)}%`)),
        ),
      )
      .orderBy(desc(listings.is_featured), desc(listings.total_reviews))
      .limit(10);
    return { items: rows };
  }

  // Slides
  async function allSlides(): Promise<{ items: Slide[] }> {
    const rows = await db
      .select(slideColumns)
      .from(slides)
      .orderBy(asc(slides.type), asc(slides.sort_order), asc(slides.created_at));
    return { items: rows as Slide[] };
  }

  /** The active slides of one page, in order (the home page's carousel). */
  async function activeSlides(type: SlideType): Promise<Slide[]> {
    const rows = await db
      .select(slideColumns)
      .from(slides)
      .where(and(eq(slides.type, type), eq(slides.is_active, true)))
      .orderBy(asc(slides.sort_order), asc(slides.created_at))
      .limit(10);
    return rows as Slide[];
  }

  async function createSlide(adminId: string, input: SlideInput, reason: string) {
    if (!input.image_path.startsWith(`${SLIDE_FOLDER}/`) || input.image_path.includes("..")) {
      throw AppError.badRequest(AdminMessages.slideImageInvalid);
    }
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${slides.sort_order}), -1)::int` })
        .from(slides)
        .where(eq(slides.type, input.type));
      const [row] = await tx
        .insert(slides)
        .values({
          type: input.type,
          title: input.title,
          subtitle: input.subtitle ?? null,
          image_url: storage.url(input.image_path),
          image_path: input.image_path,
          link_url: input.link_url ?? null,
          is_active: input.is_active,
          sort_order: (last?.max ?? -1) + 1,
          created_at: now,
          updated_at: now,
        })
        .returning(slideColumns);
      await audit(tx, adminId, "create_slide", "slide", row!.id, reason, { title: input.title });
      return row as Slide;
    });
  }

  async function updateSlide(adminId: string, id: string, changes: SlideChanges, reason: string) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(slides)
        .set({ ...definedOnly(changes), updated_at: clock.now() })
        .where(eq(slides.id, id))
        .returning(slideColumns);
      if (!row) throw AppError.notFound(AdminMessages.slideNotFound);
      await audit(tx, adminId, "update_slide", "slide", id, reason, definedOnly(changes));
      return row as Slide;
    });
  }

  async function deleteSlide(adminId: string, id: string, reason: string) {
    const path = await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(slides)
        .where(eq(slides.id, id))
        .returning({ path: slides.image_path, title: slides.title });
      if (!row) throw AppError.notFound(AdminMessages.slideNotFound);
      await audit(tx, adminId, "delete_slide", "slide", id, reason, { title: row.title });
      return row.path;
    });
    await storage.delete(path).catch(() => undefined);
  }

  async function reorderSlides(adminId: string, ids: string[], reason: string) {
    await db.transaction(async (tx) => {
      for (const [index, id] of ids.entries()) {
        await tx.update(slides).set({ sort_order: index }).where(eq(slides.id, id));
      }
      await audit(tx, adminId, "reorder_slides", "slide", null, reason, { order: ids });
    });
    return allSlides();
  }

  // Categories
  const categoryColumns = {
    id: categories.id,
    name: categories.name,
    seo_name: categories.seo_name,
    parent_id: categories.parent_id,
    level: categories.level,
    position: categories.position,
    status: categories.status,
    icon: categories.icon,
    description: categories.description,
    product_count: categories.product_count,
  };

  async function allCategories(): Promise<{ items: AdminCategory[] }> {
    const rows = await db
      .select(categoryColumns)
      .from(categories)
      .orderBy(asc(categories.level), asc(categories.position), asc(categories.name));
    return { items: rows };
  }

  /** A parent must be a top-level category (the tree is two deep: categories and their sub-categories). */
  async function checkParent(tx: Executor, parentId: string | null | undefined, selfId?: string) {
    if (!parentId) return;
    if (parentId === selfId) throw AppError.badRequest(AdminMessages.categoryParentInvalid);
    const [parent] = await tx
      .select({ level: categories.level })
      .from(categories)
      .where(eq(categories.id, parentId));
    if (parent?.level !== 0) throw AppError.badRequest(AdminMessages.categoryParentInvalid);
  }

  async function createCategory(adminId: string, input: CategoryInput, reason: string) {
    try {
      return await db.transaction(async (tx) => {
        await checkParent(tx, input.parent_id);
        const [last] = await tx
          .select({ max: sql<number>`coalesce(max(${categories.position}), 0)::int` })
          .from(categories);
        const [row] = await tx
          .insert(categories)
          .values({
            name: input.name,
            seo_name: shopSlug(input.name) || `category-${Date.now()}`,
            parent_id: input.parent_id ?? null,
            level: input.parent_id ? 1 : 0,
            icon: input.icon ?? null,
            description: input.description ?? null,
            position: (last?.max ?? 0) + 1,
            created_at: clock.now(),
          })
          .returning(categoryColumns);
        await audit(tx, adminId, "create_category", "category", row!.id, reason, { name: input.name });
        return row!;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(AppErrorCode.CONFLICT, 409, AdminMessages.categoryNameTaken);
      throw error;
    }
  }

  async function updateCategory(adminId: string, id: string, changes: CategoryChanges, reason: string) {
    try {
      return await db.transaction(async (tx) => {
        const [current] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, id));
        if (!current) throw AppError.notFound(AdminMessages.categoryNotFound);
        const set: Partial<typeof categories.$inferInsert> = {};
        if (changes.name !== undefined) {
          set.name = changes.name;
          set.seo_name = shopSlug(changes.name) || current.seo_name;
        }
        if (changes.icon !== undefined) set.icon = changes.icon;
        if (changes.description !== undefined) set.description = changes.description;
        if (changes.status !== undefined) set.status = changes.status;
        if (changes.parent_id !== undefined) {
          await checkParent(tx, changes.parent_id, id);
          if (changes.parent_id) {
            const [child] = await tx
              .select({ id: categories.id })
              .from(categories)
              .where(eq(categories.parent_id, id))
              .limit(1);
            if (child) throw AppError.badRequest(AdminMessages.categoryHasChildren);
          }
          set.parent_id = changes.parent_id;
          set.level = changes.parent_id ? 1 : 0;
        }
        const [row] = await tx
          .update(categories)
          .set(set)
          .where(eq(categories.id, id))
          .returning(categoryColumns);
        await audit(tx, adminId, "update_category", "category", id, reason, {
          before: current,
          changes: definedOnly(changes),
        });
        return row!;
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(AppErrorCode.CONFLICT, 409, AdminMessages.categoryNameTaken);
      throw error;
    }
  }

  /** Positions follow the order given (siblings of one parent, or the top level). */
  async function reorderCategories(adminId: string, ids: string[], reason: string) {
    await db.transaction(async (tx) => {
      const found = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, ids));
      if (found.length !== new Set(ids).size) throw AppError.notFound(AdminMessages.categoryNotFound);
      for (const [index, id] of ids.entries()) {
        await tx
          .update(categories)
          .set({ position: index + 1 })
          .where(eq(categories.id, id));
      }
      await audit(tx, adminId, "reorder_categories", "category", null, reason, { order: ids });
    });
    return allCategories();
  }

  return {
    featuredShopList,
    featureShop,
    unfeatureShop,
    reorderShops,
    findShops,
    featuredListingList,
    featureListing,
    findListings,
    allSlides,
    activeSlides,
    createSlide,
    updateSlide,
    deleteSlide,
    reorderSlides,
    allCategories,
    createCategory,
    updateCategory,
    reorderCategories,
  };
}

export type CurationService = ReturnType<typeof curationService>;

function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
