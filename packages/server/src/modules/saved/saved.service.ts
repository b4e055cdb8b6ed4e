import type { ListingCard } from "@saheli/core/contracts/home";
import type { SavedCollection, SavedCollections, SavedItem, SavedPage } from "@saheli/core/contracts/saved";
import { nextCursor } from "@saheli/core/cursor";
import { AppErrorCode } from "@saheli/core/errors";
import { isJobOpen } from "@saheli/core/jobs";
import { type SavedKind, SavedLimits, SavedMessages } from "@saheli/core/saved";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { isUniqueViolation } from "../../db/errors.js";
import { listingCardsWhere } from "../../db/fragments/listing-card.js";
import { listings, savedCollections, savedPlacements } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import {
  collectionOf,
  collectionsOf,
  isSaved,
  placementColumn,
  placementKey,
  type SavedListParams,
  type SavedRow,
  savedCounts,
  savedJobsByIds,
  savedPageRows,
  savedPostsByIds,
} from "./saved.queries.js";
import type { Savers } from "./savers.js";

export type SavedServiceDeps = { db: Db; clock: Clock; savers: Savers };

const EXCERPT = 280;
const notFound = () => AppError.notFound(SavedMessages.collectionNotFound);
const nameTaken = () => new AppError(AppErrorCode.CONFLICT, 409, SavedMessages.nameTaken);

/**
 * Saved items (doc 3 §2.1 "Saved Items", issue 23 §3): her saved posts, listings (her wishlist) and jobs in one
 * list, read from the tables their own modules write, and her named collections. Each saved thing sits in at
 * most one collection; deleting a collection leaves its things saved, in "All saved". Every query carries her id.
 */
export function savedService({ db, clock, savers }: SavedServiceDeps) {
  function saverOf(kind: SavedKind) {
    const saver = savers[kind];
    if (!saver) throw AppError.notFound(SavedMessages.unavailable);
    return saver;
  }

  async function page(params: SavedListParams): Promise<SavedPage> {
    const rows = await savedPageRows(db, params);
    const shown = rows.slice(0, params.limit);
    const ids = (kind: SavedKind) => shown.filter((row) => row.kind === kind).map((row) => row.item_id);
    const [posts, cards, jobs] = await Promise.all([
      savedPostsByIds(db, ids("post")),
      ids("listing").length
        ? listingCardsWhere(db, { where: inArray(listings.id, ids("listing")), orderBy: [], limit: 50 })
        : Promise.resolve([] as ListingCard[]),
      savedJobsByIds(db, ids("job")),
    ]);
    const now = clock.now();
    const postById = new Map(posts.map((post) => [post.id, post]));
    const cardById = new Map(cards.map((card) => [card.id, card]));
    const jobById = new Map(jobs.map((job) => [job.id, job]));
    const items = shown.flatMap((row): SavedItem[] => {
      const base = { saved_at: row.saved_at, collection_id: row.collection_id };
      if (row.kind === "post") {
        const post = postById.get(row.item_id);
        if (!post) return [];
        const text = post.content.trim();
        return [
          {
            kind: "post",
            ...base,
            post: {
              id: post.id,
              title: post.title,
              excerpt: text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text,
              image_url: post.image_url,
              is_repost: post.is_repost,
              created_at: post.created_at,
              author: {
                id: post.author_id,
                username: post.author_username,
                full_name: post.author_name,
                avatar_url: post.author_avatar,
              },
            },
          },
        ];
      }
      if (row.kind === "listing") {
        const listing = cardById.get(row.item_id);
        return listing ? [{ kind: "listing", ...base, listing }] : [];
      }
      const job = jobById.get(row.item_id);
      return job ? [{ kind: "job", ...base, job: { ...job, is_open: isJobOpen(job, now) } }] : [];
    });
    return {
      items,
      next_cursor: nextCursor(rows, params.limit, (row: SavedRow) => ({ at: row.saved_at, id: row.item_id })),
    };
  }

  async function collections(userId: string): Promise<SavedCollections> {
    const [rows, counts] = await Promise.all([collectionsOf(db, userId), savedCounts(db, userId)]);
    const byCollection = new Map(counts.map((count) => [count.collection_id, count]));
    const newestCover = counts
      .filter((count) => count.cover_url && count.cover_at)
      .sort((a, b) => (a.cover_at! < b.cover_at! ? 1 : -1))[0];
    return {
      collections: rows.map((row) => toCollection(row, byCollection.get(row.id))),
      all_count: counts.reduce((sum, count) => sum + count.n, 0),
      unsorted_count: byCollection.get(null)?.n ?? 0,
      all_cover_url: newestCover?.cover_url ?? null,
    };
  }

  async function create(userId: string, name: string): Promise<SavedCollection> {
    try {
      const row = await db.transaction(async (tx) => {
        // One creation at a time per person, so the count below is the count the insert sees.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`saved-collections:${userId}`}, 0))`,
        );
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(savedCollections)
          .where(eq(savedCollections.user_id, userId));
        if (n >= SavedLimits.collectionsMax)
          throw new AppError(AppErrorCode.CONFLICT, 409, SavedMessages.tooMany);
        const now = clock.now();
        const [made] = await tx
          .insert(savedCollections)
          .values({ user_id: userId, name, created_at: now, updated_at: now })
          .returning();
        return made!;
      });
      return toCollection(row, undefined);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  async function rename(userId: string, collectionId: string, name: string): Promise<SavedCollection> {
    try {
      const [row] = await db
        .update(savedCollections)
        .set({ name, updated_at: clock.now() })
        .where(and(eq(savedCollections.id, collectionId), eq(savedCollections.user_id, userId)))
        .returning();
      if (!row) throw notFound();
      const counts = await savedCounts(db, userId);
      return toCollection(
        row,
        counts.find((count) => count.collection_id === row.id),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  /** Her things stay saved; they go back to "All saved" with the placements (deleted by the foreign key). */
  async function remove(userId: string, collectionId: string) {
    const gone = await db
      .delete(savedCollections)
      .where(and(eq(savedCollections.id, collectionId), eq(savedCollections.user_id, userId)))
      .returning({ id: savedCollections.id });
    if (gone.length === 0) throw notFound();
  }

  /**
   * Saves the thing (through its own module, which checks she may) unless she already has, and puts it in the
   * collection, or in none. Her collection is checked first, so a wrong one saves nothing.
   */
  async function place(userId: string, kind: SavedKind, itemId: string, collectionId: string | null) {
    const saver = saverOf(kind);
    if (collectionId && !(await collectionOf(db, userId, collectionId))) throw notFound();
    if (!(await isSaved(db, userId, kind, itemId))) await saver.save(userId, itemId);
    const column = placementColumn[kind];
    await db.transaction(async (tx) => {
      await tx.delete(savedPlacements).where(and(eq(savedPlacements.user_id, userId), eq(column, itemId)));
      if (!collectionId) return;
      try {
        await tx.insert(savedPlacements).values({
          user_id: userId,
          collection_id: collectionId,
          [placementKey[kind]]: itemId,
          created_at: clock.now(),
        });
      } catch (error) {
        // Unsaved, or the collection deleted, in another tab since the checks above.
        if (isForeignKeyViolation(error)) throw AppError.notFound(SavedMessages.notSaved);
        throw error;
      }
      await tx
        .update(savedCollections)
        .set({ updated_at: clock.now() })
        .where(and(eq(savedCollections.id, collectionId), eq(savedCollections.user_id, userId)));
    });
    return { saved: true as const, collection_id: collectionId };
  }

  /** Unsaved through its own module; its placement goes with the save. */
  async function unsave(userId: string, kind: SavedKind, itemId: string) {
    await saverOf(kind).unsave(userId, itemId);
  }

  return { page, collections, create, rename, remove, place, unsave };
}

export type SavedService = ReturnType<typeof savedService>;

type CollectionRow = { id: string; name: string; created_at: Date; updated_at: Date };

function toCollection(
  row: CollectionRow,
  count: { n: number; cover_url: string | null } | undefined,
): SavedCollection {
  return {
    id: row.id,
    name: row.name,
    item_count: count?.n ?? 0,
    cover_url: count?.cover_url ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === "23503" || e?.cause?.code === "23503";
}
