import { createHash } from "node:crypto";
import { CachePolicy } from "@saheli/core/cache-policy";
import type { SearchHit, SearchPage, SearchResult, SearchSuggestion } from "@saheli/core/contracts/search";
import { type CursorKey, CursorMessages, encodeCursor } from "@saheli/core/cursor";
import type { Language } from "@saheli/core/i18n/languages";
import { jobPath } from "@saheli/core/jobs";
import { listingPath } from "@saheli/core/listings";
import { profilePath } from "@saheli/core/profile";
import {
  normalizeQuery,
  ranked,
  rankedPage,
  SEARCH_GROUPS,
  type SearchGroup,
  SearchLimits,
  snippet,
  splitListings,
} from "@saheli/core/search";
import {
  peopleSearchHref,
  productSearchHref,
  serviceSearchHref,
  shopSearchHref,
} from "@saheli/core/search-targets";
import { istDay } from "@saheli/core/vendor-insights";
import { and, desc, gte, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { searchQueries } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { limitedAll } from "../../platform/limited-all.js";
import { ttlCache } from "../../platform/ttl-cache.js";
import { visibleTo } from "../feed/visibility.js";
import { radioSearchQuery } from "../radio/radio-search.queries.js";
import {
  categoriesQuery,
  groupsQuery,
  jobsQuery,
  listingsQuery,
  pagesQuery,
  peopleQuery,
  postsQuery,
  runSource,
  shopsQuery,
} from "./search.queries.js";
import { type Searcher, searcherKeys } from "./searcher-key.js";

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const hit = (h: Partial<SearchHit> & Pick<SearchHit, "id" | "kind" | "title" | "href">): SearchHit => ({
  subtitle: null,
  image_url: null,
  price: null,
  sale_price: null,
  ...h,
});

/** Each source's rows as hits, with what the ranking reads. */
const toHit: Record<SearchGroup, (row: Row, q: string) => SearchHit> = {
  products: (r) =>
    hit({
      id: String(r.id),
      kind: r.listing_type === "service" ? "services" : "products",
      title: String(r.title),
      subtitle: str(r.shop_name),
      href: listingPath({ slug: String(r.slug), listing_type: String(r.listing_type) }),
      image_url: str(r.image_url),
      price: num(r.price),
      sale_price: num(r.sale_price),
    }),
  services: (r, q) => toHit.products(r, q),
  shops: (r) =>
    hit({
      id: String(r.id),
      kind: "shops",
      title: String(r.shop_name),
      subtitle: str(r.shop_description)?.slice(0, SearchLimits.snippet) ?? null,
      href: `/shop/${r.slug}`,
      image_url: str(r.logo_url),
    }),
  people: (r) =>
    hit({
      id: String(r.id),
      kind: "people",
      title: String(r.full_name ?? r.username),
      subtitle: str(r.business_name) ?? str(r.occupation) ?? (r.username ? `@${r.username}` : null),
      href: profilePath({ id: String(r.id), username: str(r.username) }),
      image_url: str(r.avatar_url),
    }),
  groups: (r) =>
    hit({
      id: String(r.id),
      kind: "groups",
      title: String(r.name),
      subtitle: `${r.member_count} ${Number(r.member_count) === 1 ? "member" : "members"}`,
      href: `/community/groups/${r.id}`,
    }),
  jobs: (r) =>
    hit({
      id: String(r.id),
      kind: "jobs",
      title: String(r.title),
      subtitle: [str(r.business_name), r.is_remote ? "Remote" : null, str(r.location) || null]
        .filter(Boolean)
        .join(" · "),
      href: jobPath({ id: String(r.id), slug: String(r.slug) }),
    }),
  radio: (r) =>
    hit({
      id: String(r.id),
      kind: "radio",
      title: String(r.title),
      subtitle: r.radio_kind === "episode" ? `Episode · ${str(r.show_title)}` : `Show · ${str(r.host_name)}`,
      href:
        r.radio_kind === "episode"
          ? `/radio/shows/${r.show_path}?episode=${r.id}`
          : `/radio/shows/${r.show_path}`,
      image_url: str(r.cover_url),
    }),
  pages: (r, q) =>
    hit({
      id: String(r.id),
      kind: "pages",
      title: String(r.title),
      subtitle: snippet(String(r.content), q),
      href: `/support/kb/${r.id}`,
    }),
  categories: (r) =>
    hit({
      id: String(r.id),
      kind: "categories",
      title: String(r.name),
      subtitle: `${r.product_count} ${Number(r.product_count) === 1 ? "item" : "items"}`,
      href: `/category/${r.seo_name}`,
    }),
  posts: (r, q) =>
    hit({
      id: String(r.id),
      kind: "posts",
      title: snippet(String(r.content), q),
      subtitle: str(r.author_name),
      href: `/community/post/${r.id}`,
      image_url: str(r.author_avatar),
    }),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A row's id as a cursor holds it: ids are UUIDs, except help articles' slugs, which stand as a UUID of their hash. */
function cursorId(id: unknown): string {
  const text = String(id).toLowerCase();
  if (UUID.test(text)) return text;
  const hex = createHash("sha1").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The text each source is ranked on, and the extra signals of §9. */
const rankable = (group: SearchGroup, r: Row) => ({
  text: String(r.title ?? r.shop_name ?? r.full_name ?? r.name ?? r.content ?? ""),
  created_at: r.created_at as string | Date | null,
  is_featured: Boolean(r.is_featured),
  average_rating: num(r.average_rating),
  total_reviews: num(r.total_reviews),
  follower_count: group === "people" ? num(r.follower_count) : null,
  engagement_score: group === "posts" ? num(r.engagement_score) : null,
});

export type SearchDeps = { db: Db; clock: Clock };

/**
 * One search box over everything (doc 3 §2.6, §4, §9): every source at once, each up to 50 rows, ranked by the
 * formula in core and capped per group. Only what the viewer may see: active listings and shops, active people,
 * posts by the feed's visibility rule, nothing of anyone blocked either way. Queries are recorded without who
 * asked (an unnamed key per person or address only, so a term trends once 3 different people asked it), for
 * 'Trending searches'. A visitor's results are the same for every visitor, so they are kept for
 * doc 3 §9's 2 minutes on this node; a signed-in person's depend on her blocks and connections and are not.
 */
export function searchService({ db, clock }: SearchDeps) {
  const window: { limit: number; offset: number } = { limit: SearchLimits.sourceRows, offset: 0 };

  function source(group: SearchGroup, q: string, viewerId: string | null, language: Language, w = window) {
    switch (group) {
      case "products":
        return listingsQuery(q, viewerId, w, "product");
      case "services":
        return listingsQuery(q, viewerId, w, "service");
      case "shops":
        return shopsQuery(q, viewerId, w);
      case "people":
        return peopleQuery(q, viewerId, w);
      case "groups":
        return groupsQuery(q, w);
      case "pages":
        return pagesQuery(q, w, language);
      case "categories":
        return categoriesQuery(q, w, language);
      case "posts":
        return postsQuery(q, visibleTo(viewerId), w);
      case "jobs":
        return jobsQuery(q, viewerId, istDay(clock.now()), w);
      case "radio":
        return radioSearchQuery(q, w);
    }
  }

  const rankRows = (group: SearchGroup, rows: Row[], q: string) =>
    ranked(
      rows.map((row) => ({ row, ...rankable(group, row) })),
      q,
      clock.now(),
    ).map(({ row }) => row);

  // Trending changes slowly and every search shows it: computed at most once per 2 minutes per node (doc 3 §9
  // "search 2 min").
  let trendingCache: { at: number; list: string[] } | null = null;

  async function trending(): Promise<string[]> {
    const now = clock.now().getTime();
    if (trendingCache && now - trendingCache.at < SearchLimits.cacheMs) return trendingCache.list;
    const list = await topQueries(SearchLimits.trendingWhenEmpty);
    // Nothing asked yet (a new site) is looked up again next time rather than kept.
    trendingCache = list.length > 0 ? { at: now, list } : null;
    return list;
  }

  /** The most asked terms of recent days, among those asked by enough different people (one person is no trend). */
  async function topQueries(limit: number): Promise<string[]> {
    const since = new Date(clock.now().getTime() - SearchLimits.trendingDays * 86_400_000);
    const rows = await db
      .select({ query: searchQueries.query })
      .from(searchQueries)
      .where(and(gte(searchQueries.created_at, since), isNotNull(searchQueries.searcher)))
      .groupBy(searchQueries.query)
      .having(sql`count(distinct ${searchQueries.searcher}) >= ${SearchLimits.trendingMinSearchers}`)
      .orderBy(desc(sql`count(*)`), desc(sql`max(${searchQueries.created_at})`))
      .limit(limit);
    return rows.map((r) => r.query);
  }

  const keyOf = searcherKeys(db);
  async function record(q: string, searcher: Searcher) {
    await db.insert(searchQueries).values({
      query: q.toLowerCase().slice(0, 100),
      searcher: await keyOf(searcher),
      created_at: clock.now(),
    });
  }

  const visitorGroups = ttlCache<SearchResult["groups"]>(clock, CachePolicy.searchMs);
  const visitorPages = ttlCache<SearchPage>(clock, CachePolicy.searchMs);

  async function everything(
    raw: string,
    viewerId: string | null,
    address: string,
    language: Language = "en",
  ): Promise<SearchResult> {
    const q = normalizeQuery(raw);
    const empty = Object.fromEntries(SEARCH_GROUPS.map((g) => [g, []])) as unknown as SearchResult["groups"];
    if (!q) return { query: "", groups: empty, suggestions: [], trending: await trending() };

    const [result, trends] = await Promise.all([
      viewerId
        ? groupsFor(q, viewerId, language)
        : visitorGroups.through(`${language}:${q}`, () => groupsFor(q, null, language)),
      trending(),
      record(q, viewerId ? { userId: viewerId } : { address }),
    ]);
    return { query: q, groups: result, suggestions: suggestionsFor(q, result, trends), trending: trends };
  }

  async function groupsFor(
    q: string,
    viewerId: string | null,
    language: Language,
  ): Promise<SearchResult["groups"]> {
    const peopleAllowed = q.length >= SearchLimits.peopleMinChars;
    // A visitor's search (a cache miss) holds at most two pool connections, so anonymous load cannot drain the pool.
    const [listingRows, shops, people, groups, pages, categories, posts, jobs, radio] = await limitedAll(
      [
        () => runSource<Row>(db, listingsQuery(q, viewerId, window)),
        () => runSource<Row>(db, shopsQuery(q, viewerId, window)),
        () => (peopleAllowed ? runSource<Row>(db, peopleQuery(q, viewerId, window)) : Promise.resolve([])),
        () => runSource<Row>(db, groupsQuery(q, window)),
        () => runSource<Row>(db, pagesQuery(q, window, language)),
        () => runSource<Row>(db, categoriesQuery(q, window, language)),
        () => runSource<Row>(db, postsQuery(q, visibleTo(viewerId), window)),
        () => runSource<Row>(db, jobsQuery(q, viewerId, istDay(clock.now()), window)),
        () => runSource<Row>(db, radioSearchQuery(q, window)),
      ],
      viewerId ? Number.POSITIVE_INFINITY : SearchLimits.visitorConnections,
    );
    const listings = splitListings(
      listingRows.map((row) => ({
        row,
        listing_type: String(row.listing_type),
        ...rankable("products", row),
      })),
      q,
      clock.now(),
    );
    const top = (group: SearchGroup, rows: Row[]) =>
      rankRows(group, rows, q)
        .slice(0, SearchLimits.perGroup)
        .map((row) => toHit[group](row, q));
    return {
      products: listings.products.map(({ row }) => toHit.products(row, q)),
      services: listings.services.map(({ row }) => toHit.services(row, q)),
      shops: top("shops", shops),
      people: top("people", people),
      groups: top("groups", groups),
      pages: top("pages", pages),
      categories: top("categories", categories),
      posts: top("posts", posts),
      jobs: top("jobs", jobs),
      radio: top("radio", radio),
    };
  }

  /** Search all, the four scopes, then categories (5), shops (3) and trends (2) that match what she typed. */
  function suggestionsFor(q: string, groups: SearchResult["groups"], trends: string[]): SearchSuggestion[] {
    const lower = q.toLowerCase();
    return [
      { kind: "all", label: q, href: productSearchHref(q) },
      { kind: "scope", label: `${q} in Products`, href: productSearchHref(q) },
      { kind: "scope", label: `${q} in Services`, href: serviceSearchHref(q) },
      { kind: "scope", label: `${q} in Shops`, href: shopSearchHref(q) },
      ...(q.length >= SearchLimits.peopleMinChars
        ? [{ kind: "scope" as const, label: `${q} in People`, href: peopleSearchHref(q) }]
        : []),
      ...groups.categories
        .slice(0, SearchLimits.categorySuggestions)
        .map((c) => ({ kind: "category" as const, label: c.title, href: c.href })),
      ...groups.shops
        .slice(0, SearchLimits.shopSuggestions)
        .map((s) => ({ kind: "shop" as const, label: s.title, href: s.href })),
      ...trends
        .filter((t) => t !== lower && t.startsWith(lower.slice(0, 3)))
        .slice(0, SearchLimits.trendingSuggestions)
        .map((t) => ({ kind: "trend" as const, label: t, href: productSearchHref(t) })),
    ];
  }

  /**
   * One group, ranked by the formula of §9 and paged by a rank cursor, for the results pages
   * (`/community/search`…): up to `SearchLimits.pageCandidates` rows of the group, ranked at the first page's
   * instant, from the row after the cursor on.
   */
  async function page(
    group: SearchGroup,
    raw: string,
    viewerId: string | null,
    w: { limit: number; after: CursorKey | null },
    language: Language = "en",
  ): Promise<SearchPage> {
    if (w.after && w.after.score === undefined) throw AppError.badRequest(CursorMessages.invalid);
    const q = normalizeQuery(raw);
    if (!q || (group === "people" && q.length < SearchLimits.peopleMinChars))
      return { items: [], has_more: false, next_cursor: null };
    const load = async (): Promise<SearchPage> => {
      const rows = await runSource<Row>(
        db,
        source(group, q, viewerId, language, { limit: SearchLimits.pageCandidates, offset: 0 }),
      );
      const { items, next } = rankedPage(
        rows.map((row) => ({ row, ...rankable(group, row) })),
        q,
        { after: w.after, now: clock.now(), limit: w.limit, keyOf: ({ row }) => cursorId(row.id) },
      );
      return {
        items: items.map(({ row }) => toHit[group](row, q)),
        has_more: next !== null,
        next_cursor: next && encodeCursor(next),
      };
    };
    if (viewerId) return load();
    const key = JSON.stringify([group, q, language, w.limit, w.after && encodeCursor(w.after)]);
    return visitorPages.through(key, load);
  }

  return { everything, page, trending };
}
