import type { CursorKey } from "@saheli/core/cursor";
import type { PeopleSort } from "@saheli/core/people";
import { TypoThresholds } from "@saheli/core/search";
import { and, asc, desc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { isActivePerson, notBlockedWith, personColumns } from "../../db/fragments/person.js";
import { afterKey, cursorTime } from "../../db/keyset.js";
import { escapeLike } from "../../db/like.js";
import {
  blocks,
  connections,
  follows,
  profileSearchDocument,
  profiles,
  userSkills,
} from "../../db/schema/index.js";

/** A page: `limit` rows after the cursor (fetch `limit + 1` to learn whether another page follows). */
export type Page = { limit: number; cursor: CursorKey | null };

/** People who follow the owner (`followers`) or whom she follows (`following`), newest first, none blocked with the viewer. */
function followsOf(db: Db, viewerId: string, ownerId: string, page: Page, side: "followers" | "following") {
  const [owner, other] =
    side === "followers"
      ? [follows.following_id, follows.follower_id]
      : [follows.follower_id, follows.following_id];
  return db
    .select({ ...personColumns, since: follows.created_at, cursor_at: cursorTime(follows.created_at) })
    .from(follows)
    .innerJoin(profiles, eq(profiles.id, other))
    .where(
      and(
        eq(owner, ownerId),
        afterKey(follows.created_at, other, page.cursor, "desc"),
        isActivePerson,
        notBlockedWith(viewerId),
      ),
    )
    .orderBy(desc(follows.created_at), desc(other))
    .limit(page.limit + 1);
}

export const followersOf = (db: Db, viewerId: string, ownerId: string, page: Page) =>
  followsOf(db, viewerId, ownerId, page, "followers");
export const followingOf = (db: Db, viewerId: string, ownerId: string, page: Page) =>
  followsOf(db, viewerId, ownerId, page, "following");

export function connectionsOf(db: Db, viewerId: string, ownerId: string, page: Page) {
  const other = sql`case when ${connections.sender_id} = ${ownerId} then ${connections.receiver_id} else ${connections.sender_id} end`;
  const after = page.cursor
    ? sql`(${connections.updated_at}, ${other}) < (${page.cursor.at}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  return db
    .select({
      ...personColumns,
      since: connections.updated_at,
      cursor_at: cursorTime(connections.updated_at),
    })
    .from(connections)
    .innerJoin(profiles, eq(profiles.id, other))
    .where(
      and(
        eq(connections.status, "accepted"),
        or(eq(connections.sender_id, ownerId), eq(connections.receiver_id, ownerId)),
        after,
        isActivePerson,
        notBlockedWith(viewerId),
      ),
    )
    .orderBy(desc(connections.updated_at), desc(other))
    .limit(page.limit + 1);
}

/** Pending requests the viewer received (with the sender) or sent (with the receiver). */
export function pendingRequests(db: Db, viewerId: string, direction: "received" | "sent") {
  const mine = direction === "received" ? connections.receiver_id : connections.sender_id;
  const theirs = direction === "received" ? connections.sender_id : connections.receiver_id;
  return db
    .select({ connection: connections, person: personColumns })
    .from(connections)
    .innerJoin(profiles, eq(profiles.id, theirs))
    .where(and(eq(mine, viewerId), eq(connections.status, "pending"), isActivePerson))
    .orderBy(desc(connections.created_at))
    .limit(100);
}

export function blockedBy(db: Db, viewerId: string) {
  return db
    .select({ ...personColumns, blocked_at: blocks.created_at })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.id, blocks.blocked_id))
    .where(eq(blocks.blocker_id, viewerId))
    .orderBy(desc(blocks.created_at));
}

/** Everyone else a viewer may discover: active, not herself, nobody blocked either way. */
function discoverable(viewerId: string, ...more: (SQL | undefined)[]) {
  return and(isActivePerson, ne(profiles.id, viewerId), notBlockedWith(viewerId), ...more);
}

/**
 * Doc 2 §5 and §7: active members and vendors (role U or V) who are women, not already connected, asked or
 * followed. People in her own city come first, then the most followed.
 */
export function suggestionsFor(db: Db, viewerId: string, location: string | null, limit: number) {
  return db
    .select(personColumns)
    .from(profiles)
    .where(
      discoverable(
        viewerId,
        sql`${profiles.role} in ('U', 'V')`,
        eq(profiles.gender, true),
        sql`"profiles"."id" not in (select c.receiver_id from connections c where c.sender_id = ${viewerId}
          union all select c.sender_id from connections c where c.receiver_id = ${viewerId})`,
        sql`"profiles"."id" not in (select f.following_id from follows f where f.follower_id = ${viewerId})`,
      ),
    )
    .orderBy(
      ...(location ? [desc(sql`(${profiles.location} = ${location})`)] : []),
      desc(profiles.follower_count),
      desc(profiles.created_at),
    )
    .limit(limit);
}

export type DiscoveryFilter = "verified" | "business" | "trending" | "location";

export function discoveryList(
  db: Db,
  viewerId: string,
  list: DiscoveryFilter,
  options: { location: string | null; limit: number; trendingFollowers: number },
) {
  const filters: Record<DiscoveryFilter, SQL | undefined> = {
    verified: eq(profiles.is_verified, true),
    business: sql`(${profiles.role} = 'V' or coalesce(trim(${profiles.business_name}), '') <> '')`,
    trending: sql`${profiles.follower_count} > ${options.trendingFollowers}`,
    location: options.location
      ? sql`${profiles.location} ilike ${`%${escapeLike(options.location)}%`}`
      : sql`false`,
  };
  return db
    .select(personColumns)
    .from(profiles)
    .where(discoverable(viewerId, filters[list]))
    .orderBy(desc(profiles.follower_count), desc(profiles.created_at))
    .limit(options.limit);
}

export type PeopleSearch = {
  q: string;
  sort: PeopleSort;
  verified: boolean;
  hasBusiness: boolean;
  location?: string;
} & Page;

const SEARCH_DOCUMENT = profileSearchDocument(profiles);

/**
 * Doc 2 §7: matches username, full name, business name and occupation — as a substring, or by trigram word
 * similarity so a misspelt name still finds the person: `<%` finds candidates through the GIN index at the
 * session's search threshold, and a name must be closer than that (`TypoThresholds.peopleSearch`).
 */
export function searchPeople(db: Db, viewerId: string, search: PeopleSearch) {
  const q = search.q.toLowerCase();
  const matches = sql`(${SEARCH_DOCUMENT} like ${`%${escapeLike(q)}%`}
    or (${q} <% ${SEARCH_DOCUMENT} and word_similarity(${q}, ${SEARCH_DOCUMENT}) >= ${TypoThresholds.peopleSearch}))`;
  const name = sql`lower(${profiles.full_name})`;
  const order = {
    newest: [desc(profiles.created_at), desc(profiles.id)],
    followers: [desc(profiles.follower_count), desc(profiles.created_at), desc(profiles.id)],
    name: [asc(name), asc(profiles.id)],
  }[search.sort];
  return db
    .select({ ...personColumns, cursor_at: cursorTime(profiles.created_at) })
    .from(profiles)
    .where(
      discoverable(
        viewerId,
        matches,
        afterPerson(search.sort, search.cursor),
        search.verified ? eq(profiles.is_verified, true) : undefined,
        search.hasBusiness ? sql`coalesce(trim(${profiles.business_name}), '') <> ''` : undefined,
        search.location ? sql`${profiles.location} ilike ${`%${escapeLike(search.location)}%`}` : undefined,
      ),
    )
    .orderBy(...order)
    .limit(search.limit + 1);
}

/**
 * People after the cursor in the search's order. By name, the cursor names the last person shown and her
 * name is read again (a name is not part of a cursor); a person gone since ends the list.
 */
function afterPerson(sort: PeopleSort, key: CursorKey | null): SQL | undefined {
  if (!key) return undefined;
  if (sort === "followers")
    return sql`(${profiles.follower_count}, ${profiles.created_at}, ${profiles.id}) < (${key.score ?? 0}::int, ${key.at}::timestamptz, ${key.id}::uuid)`;
  if (sort === "name")
    return sql`(lower(${profiles.full_name}), ${profiles.id}) > (select lower(p.full_name), p.id from profiles p where p.id = ${key.id})`;
  return afterKey(profiles.created_at, profiles.id, key, "desc");
}

/** `search_users_by_skill`: people with a skill like the one asked, the most endorsed first. */
export function peopleWithSkill(db: Db, viewerId: string, skill: string, limit: number) {
  const q = skill.toLowerCase();
  return db
    .select({ ...personColumns, endorsements: sql<number>`max(${userSkills.endorsements_count})::int` })
    .from(userSkills)
    .innerJoin(profiles, eq(profiles.id, userSkills.user_id))
    .where(
      and(
        discoverable(viewerId),
        sql`(lower(${userSkills.name}) like ${`%${escapeLike(q)}%`} or similarity(lower(${userSkills.name}), ${q}) > 0.4)`,
      ),
    )
    .groupBy(profiles.id)
    .orderBy(desc(sql`max(${userSkills.endorsements_count})`), desc(profiles.follower_count))
    .limit(limit);
}
