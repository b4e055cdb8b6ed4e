import type {
  BlockedPerson,
  ConnectionRequestItem,
  DiscoveryList,
  PeoplePage,
  PersonCard,
} from "@saheli/core/contracts/people";
import { type CursorKey, CursorMessages, nextCursor } from "@saheli/core/cursor";
import { DiscoveryLimits, searchableQuery } from "@saheli/core/people";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { countsOf, findActivePerson, type PersonRow, toPerson } from "../../db/fragments/person.js";
import { profiles } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import { pairFacts } from "./graph.queries.js";
import { relationView } from "./graph.service.js";
import {
  blockedBy,
  connectionsOf,
  discoveryList,
  followersOf,
  followingOf,
  type Page,
  type PeopleSearch,
  pendingRequests,
  peopleWithSkill,
  searchPeople,
  suggestionsFor,
} from "./lists.queries.js";

export type PeopleServiceDeps = { db: Db };

/** Lists of people: a person's network, pending requests, discovery and search (doc 2 §7). */
export function peopleService({ db }: PeopleServiceDeps) {
  /** Person cards with the viewer's relation to each, in the rows' order. */
  async function cards(viewerId: string, rows: PersonRow[]): Promise<PersonCard[]> {
    const others = rows.map((row) => row.id).filter((id) => id !== viewerId);
    const facts = await pairFacts(db, viewerId, others);
    return rows.map((row) => {
      const fact = facts.get(row.id);
      return { ...toPerson(row), relation: fact ? relationView(viewerId, fact) : null };
    });
  }

  /** Pages are fetched one row long, so the extra row says whether there is a next page. */
  async function page<R extends PersonRow & { cursor_at: string }>(
    viewerId: string,
    rows: R[],
    { limit }: Page,
    keyOf: (row: R) => CursorKey = (row) => ({ at: row.cursor_at, id: row.id }),
  ): Promise<PeoplePage> {
    const items = await cards(viewerId, rows.slice(0, limit));
    return { items, next_cursor: nextCursor(rows, limit, keyOf) };
  }

  async function requireVisible(viewerId: string, ownerId: string) {
    if (!(await findActivePerson(db, ownerId))) throw AppError.notFound("Profile not found");
    const facts = (await pairFacts(db, viewerId, [ownerId])).get(ownerId);
    if (facts?.blocked_me) throw AppError.notFound("Profile not found");
  }

  const lists = { followers: followersOf, following: followingOf, connections: connectionsOf };

  async function network(viewerId: string, ownerId: string, kind: keyof typeof lists, paging: Page) {
    await requireVisible(viewerId, ownerId);
    return page(viewerId, await lists[kind](db, viewerId, ownerId, paging), paging);
  }

  async function stats(viewerId: string, ownerId: string) {
    await requireVisible(viewerId, ownerId);
    const counts = await countsOf(db, ownerId);
    return {
      connections: counts.connections_count,
      followers: counts.follower_count,
      following: counts.following_count,
    };
  }

  async function requests(
    viewerId: string,
    direction: "received" | "sent",
  ): Promise<ConnectionRequestItem[]> {
    const rows = await pendingRequests(db, viewerId, direction);
    return rows.map(({ connection, person }) => ({
      ...connection,
      status: "pending" as const,
      created_at: connection.created_at.toISOString(),
      updated_at: connection.updated_at.toISOString(),
      person: toPerson(person),
    }));
  }

  async function blocked(viewerId: string): Promise<BlockedPerson[]> {
    const rows = await blockedBy(db, viewerId);
    return rows.map(({ blocked_at, ...person }) => ({
      ...toPerson(person),
      blocked_at: blocked_at.toISOString(),
    }));
  }

  async function locationOf(viewerId: string) {
    const [row] = await db
      .select({ location: profiles.location })
      .from(profiles)
      .where(eq(profiles.id, viewerId));
    return row?.location?.trim() || null;
  }

  async function discover(
    viewerId: string,
    list: DiscoveryList,
    options: { location?: string; limit?: number },
  ) {
    const location = options.location || (await locationOf(viewerId));
    if (list === "suggestions") {
      const limit = options.limit ?? DiscoveryLimits.suggestions;
      return cards(viewerId, await suggestionsFor(db, viewerId, location, limit));
    }
    const limit = options.limit ?? DiscoveryLimits[list === "location" ? "byLocation" : list];
    const rows = await discoveryList(db, viewerId, list, {
      location,
      limit,
      trendingFollowers: DiscoveryLimits.trendingFollowers,
    });
    return cards(viewerId, rows);
  }

  async function search(viewerId: string, query: PeopleSearch): Promise<PeoplePage> {
    // A cursor of another order (a score only "followers" has) is refused, not misread.
    if (query.cursor && (query.sort === "followers") !== (query.cursor.score !== undefined))
      throw AppError.badRequest(CursorMessages.invalid);
    const q = searchableQuery(query.q);
    if (!q) return { items: [], next_cursor: null };
    const rows = await searchPeople(db, viewerId, { ...query, q });
    return page(viewerId, rows, query, (row) =>
      query.sort === "followers"
        ? { at: row.cursor_at, id: row.id, score: row.follower_count }
        : { at: row.cursor_at, id: row.id },
    );
  }

  async function withSkill(viewerId: string, skill: string, limit: number) {
    const q = searchableQuery(skill);
    if (!q) return [];
    return cards(viewerId, await peopleWithSkill(db, viewerId, q, limit));
  }

  return { cards, network, stats, requests, blocked, discover, search, withSkill };
}

export type PeopleService = ReturnType<typeof peopleService>;
