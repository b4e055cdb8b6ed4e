import type { RadioCategory, ShowStatus } from "@saheli/core/radio";
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { profiles, radioEpisodes, radioShowFollows, radioShows, radioSlots } from "../../db/schema/index.js";

export type ShowRow = {
  id: string;
  slug: string;
  title: string;
  description: string;
  cover_url: string;
  category: string;
  status: string;
  decline_reason: string | null;
  host_id: string;
  host_username: string | null;
  host_name: string;
  host_avatar: string | null;
  episode_count: number;
  follower_count: number;
  following: boolean;
  created_at: Date;
};

function showColumns(viewerId: string | null) {
  return {
    id: radioShows.id,
    slug: radioShows.slug,
    title: radioShows.title,
    description: radioShows.description,
    cover_url: radioShows.cover_url,
    category: radioShows.category,
    status: radioShows.status,
    decline_reason: radioShows.decline_reason,
    host_id: radioShows.host_id,
    host_username: profiles.username,
    host_name: profiles.full_name,
    host_avatar: profiles.avatar_url,
    episode_count: sql<number>`(select count(*)::int from radio_episodes e where e.show_id = ${radioShows.id})`,
    follower_count: sql<number>`(select count(*)::int from radio_show_follows f where f.show_id = ${radioShows.id})`,
    following: viewerId
      ? sql<boolean>`exists (select 1 from radio_show_follows f where f.show_id = ${radioShows.id} and f.user_id = ${viewerId})`
      : sql<boolean>`false`,
    created_at: radioShows.created_at,
  };
}

/** Shows matching `where`, newest first, with their host and counts. */
export function shows(db: Executor, where: SQL | undefined, viewerId: string | null, limit = 60) {
  return db
    .select(showColumns(viewerId))
    .from(radioShows)
    .innerJoin(profiles, eq(profiles.id, radioShows.host_id))
    .where(and(where, eq(profiles.is_active, true)))
    .orderBy(desc(radioShows.created_at), desc(radioShows.id))
    .limit(limit) as Promise<ShowRow[]>;
}

/** Approved shows, by words (title and description) and category. */
export function approvedShows(
  db: Executor,
  params: { words: string; category?: RadioCategory; viewerId: string | null; limit?: number },
) {
  return shows(
    db,
    and(
      eq(radioShows.status, "approved"),
      params.category ? eq(radioShows.category, params.category) : undefined,
      params.words ? wordsMatch(params.words) : undefined,
    ),
    params.viewerId,
    params.limit,
  );
}

const wordsMatch = (words: string) =>
  or(
    sql`${radioShows.search_document} @@ plainto_tsquery('simple', ${words})`,
    sql`lower(${radioShows.title}) like ${`%${words.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`}`,
  );

export async function showById(db: Executor, id: string, viewerId: string | null) {
  const [row] = await shows(db, eq(radioShows.id, id), viewerId, 1);
  return row ?? null;
}

export function showsByStatus(db: Executor, status: ShowStatus) {
  return shows(db, eq(radioShows.status, status), null, 200);
}

export function showsHostedBy(db: Executor, hostId: string) {
  return shows(db, eq(radioShows.host_id, hostId), hostId, 100);
}

export function followedShows(db: Executor, userId: string) {
  return shows(
    db,
    and(
      eq(radioShows.status, "approved"),
      sql`exists (select 1 from radio_show_follows f where f.show_id = ${radioShows.id} and f.user_id = ${userId})`,
    ),
    userId,
    200,
  );
}

export type EpisodeRow = {
  id: string;
  show_id: string;
  show_slug: string;
  show_title: string;
  cover_url: string;
  host_id: string;
  show_status: string;
  title: string;
  description: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  duration_ms: number;
  created_at: Date;
};

const episodeColumns = {
  id: radioEpisodes.id,
  show_id: radioEpisodes.show_id,
  show_slug: radioShows.slug,
  show_title: radioShows.title,
  cover_url: radioShows.cover_url,
  host_id: radioShows.host_id,
  show_status: radioShows.status,
  title: radioEpisodes.title,
  description: radioEpisodes.description,
  storage_key: radioEpisodes.storage_key,
  content_type: radioEpisodes.content_type,
  size_bytes: radioEpisodes.size_bytes,
  duration_ms: radioEpisodes.duration_ms,
  created_at: radioEpisodes.created_at,
};

export function episodes(db: Executor, where: SQL | undefined, limit = 200) {
  return db
    .select(episodeColumns)
    .from(radioEpisodes)
    .innerJoin(radioShows, eq(radioShows.id, radioEpisodes.show_id))
    .where(where)
    .orderBy(desc(radioEpisodes.created_at), desc(radioEpisodes.id))
    .limit(limit) as Promise<EpisodeRow[]>;
}

export async function episodeById(db: Executor, id: string) {
  const [row] = await episodes(db, eq(radioEpisodes.id, id), 1);
  return row ?? null;
}

/** Episodes of approved shows whose title or notes match the words (global search). */
export function matchingEpisodes(db: Executor, words: string, limit: number) {
  return episodes(
    db,
    and(
      eq(radioShows.status, "approved"),
      or(
        sql`${radioEpisodes.search_document} @@ plainto_tsquery('simple', ${words})`,
        sql`lower(${radioEpisodes.title}) like ${`%${words.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`}`,
      ),
    ),
    limit,
  );
}

export async function insertShow(db: Executor, values: typeof radioShows.$inferInsert) {
  const [row] = await db.insert(radioShows).values(values).returning({ id: radioShows.id });
  return row!;
}

/** Decides a pending show; null when it was not pending (decided already, or gone). */
export async function decideShow(
  db: Executor,
  id: string,
  decision: { status: "approved" | "declined"; reason: string | null; adminId: string; at: Date },
) {
  const [row] = await db
    .update(radioShows)
    .set({
      status: decision.status,
      decline_reason: decision.reason,
      decided_by: decision.adminId,
      decided_at: decision.at,
      updated_at: decision.at,
    })
    .where(and(eq(radioShows.id, id), eq(radioShows.status, "pending")))
    .returning({
      id: radioShows.id,
      host_id: radioShows.host_id,
      title: radioShows.title,
      slug: radioShows.slug,
    });
  return row ?? null;
}

export async function insertEpisode(db: Executor, values: typeof radioEpisodes.$inferInsert) {
  const [row] = await db.insert(radioEpisodes).values(values).returning({ id: radioEpisodes.id });
  return row!;
}

/** Deletes her episode (ownership in the where); its storage key, or null when it was not hers. */
export async function deleteHostedEpisode(db: Executor, episodeId: string, hostId: string) {
  const [row] = await db
    .delete(radioEpisodes)
    .where(
      and(
        eq(radioEpisodes.id, episodeId),
        inArray(
          radioEpisodes.show_id,
          db.select({ id: radioShows.id }).from(radioShows).where(eq(radioShows.host_id, hostId)),
        ),
      ),
    )
    .returning({ storage_key: radioEpisodes.storage_key });
  return row?.storage_key ?? null;
}

export async function follow(db: Executor, userId: string, showId: string, at: Date) {
  await db
    .insert(radioShowFollows)
    .values({ user_id: userId, show_id: showId, created_at: at })
    .onConflictDoNothing();
}

export async function unfollow(db: Executor, userId: string, showId: string) {
  await db
    .delete(radioShowFollows)
    .where(and(eq(radioShowFollows.user_id, userId), eq(radioShowFollows.show_id, showId)));
}

export type SlotRow = { id: string; weekday: number; start_minute: number; episode_id: string };

export function slots(db: Executor) {
  return db
    .select({
      id: radioSlots.id,
      weekday: radioSlots.weekday,
      start_minute: radioSlots.start_minute,
      episode_id: radioSlots.episode_id,
    })
    .from(radioSlots)
    .innerJoin(radioEpisodes, eq(radioEpisodes.id, radioSlots.episode_id))
    .innerJoin(radioShows, eq(radioShows.id, radioEpisodes.show_id))
    .where(eq(radioShows.status, "approved"))
    .orderBy(radioSlots.weekday, radioSlots.start_minute) as Promise<SlotRow[]>;
}
