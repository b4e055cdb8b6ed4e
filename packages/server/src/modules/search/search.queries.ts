import type { Language } from "@saheli/core/i18n/languages";
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect.js";
import { textMatch } from "../../db/fragments/text-search.js";
import { profileSearchDocument, profiles } from "../../db/schema/index.js";

export type Source<T> = { rows: T[] };

/**
 * Runs one source: a single statement on any pooled connection, sources side by side. The typo threshold for
 * `<%` is every session's own (`SESSION_OPTIONS` in db/connect.ts), so no transaction sets it per source; the
 * plans use the text indexes on their own once the GIN pending lists are merged (bench/search-plans.txt).
 */
export async function runSource<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Nobody the viewer blocked or who blocked her: `column` names the person behind the row. */
export const notBlocked = (viewerId: string | null, column: SQL): SQL =>
  viewerId
    ? sql`and ${column} not in (select b.blocked_id from blocks b where b.blocker_id = ${viewerId}
        union all select b.blocker_id from blocks b where b.blocked_id = ${viewerId})`
    : sql``;

export const SHOP_DOCUMENT = sql`to_tsvector('simple', s.shop_name || ' ' || coalesce(s.shop_description, ''))`;
/**
 * Posts are matched on the posts table itself: the planner takes the text index's bitmap and checks visibility
 * on the rows found. (Matched in a subquery, it joined the matches to a scan of every post: 15–50 ms.)
 */
export const POST_DOCUMENT = sql`to_tsvector('simple', posts.content)`;
export const GROUP_DOCUMENT = sql`to_tsvector('simple', g.name || ' ' || g.description)`;
export const CATEGORY_DOCUMENT = sql`to_tsvector('simple', c.category || ' ' || coalesce(c.description, ''))`;
export const PAGE_DOCUMENT = sql`to_tsvector('simple', k.title || ' ' || k.content)`;
// People are matched in a subquery of their own, so the planner reaches for the text indexes first and checks
// the person's state on the few rows found.
const matchedPeople = alias(profiles, "matched");
const PERSON_TEXT = profileSearchDocument(matchedPeople);
const PERSON_DOCUMENT = sql`to_tsvector('simple', ${PERSON_TEXT})`;

type Window = { limit: number; offset: number };

/** At most this many matching listings are fetched and sorted (common words match thousands of 100,000). */
const LISTING_CANDIDATES = 500;

export function listingsQuery(q: string, viewerId: string | null, w: Window, type?: "product" | "service") {
  const kind =
    type === "service"
      ? sql`and c.listing_type = 'service'`
      : type === "product"
        ? sql`and c.listing_type <> 'service'`
        : sql``;
  return sql`
    select l.id, l.slug, l.title, l.listing_type, l.price::float8 as price, l.sale_price::float8 as sale_price,
      l.is_featured, l.average_rating::float8 as average_rating, l.total_reviews, l.created_at,
      s.shop_name, s.slug as shop_slug,
      (select li.image_url from listing_images li where li.listing_id = l.id
        order by li.is_primary desc, li.position limit 1) as image_url
    from (
      select c.id from listings c
      where c.is_active and c.listing_status = 'active' ${kind}
        and ${textMatch(sql`to_tsvector('simple', c.title || ' ' || c.description)`, sql`c.title`, q)}
      limit ${Math.max(LISTING_CANDIDATES, w.offset + w.limit)}
    ) found
    join listings l on l.id = found.id
    join shops s on s.id = l.shop_id
    where s.is_active ${notBlocked(viewerId, sql`s.user_id`)}
    order by l.is_featured desc, l.total_reviews desc, l.created_at desc
    limit ${w.limit} offset ${w.offset}`;
}

export function shopsQuery(q: string, viewerId: string | null, w: Window) {
  return sql`
    select s.id, s.slug, s.shop_name, s.shop_description, s.logo_url,
      s.average_rating::float8 as average_rating, s.total_reviews, s.follower_count, s.created_at
    from shops s
    where s.is_active and ${textMatch(SHOP_DOCUMENT, sql`s.shop_name`, q)}
      ${notBlocked(viewerId, sql`s.user_id`)}
    order by s.average_rating desc nulls last, s.total_reviews desc
    limit ${w.limit} offset ${w.offset}`;
}

export function peopleQuery(q: string, viewerId: string | null, w: Window) {
  return sql`
    select profiles.id, profiles.username, profiles.full_name, profiles.avatar_url, profiles.business_name,
      profiles.occupation, profiles.location, profiles.is_verified, profiles.follower_count, profiles.created_at
    from profiles
    where profiles.is_active and profiles.deleted_at is null and profiles.account_status = 'active'
      ${viewerId ? sql`and profiles.id <> ${viewerId}` : sql``}
      and profiles.id in (select matched.id from profiles matched where ${textMatch(PERSON_DOCUMENT, PERSON_TEXT, q)})
      ${notBlocked(viewerId, sql`profiles.id`)}
    order by profiles.follower_count desc, profiles.created_at desc
    limit ${w.limit} offset ${w.offset}`;
}

export function postsQuery(q: string, visible: SQL, w: Window) {
  return sql`
    select posts.id, posts.content, posts.engagement_score, posts.created_at, profiles.full_name as author_name,
      profiles.username as author_username, profiles.avatar_url as author_avatar
    from posts join profiles on profiles.id = posts.user_id
    where ${textMatch(POST_DOCUMENT, null, q)} and ${visible}
    order by posts.created_at desc
    limit ${w.limit} offset ${w.offset}`;
}

export function groupsQuery(q: string, w: Window) {
  return sql`
    select g.id, g.name, g.description, g.member_count, g.created_at from groups g
    where ${textMatch(GROUP_DOCUMENT, sql`lower(g.name)`, q)}
    order by g.member_count desc limit ${w.limit} offset ${w.offset}`;
}

/** A Hindi reader finds a category by its Hindi name too, and reads that name (issue 20). */
export function categoriesQuery(q: string, w: Window, language: Language = "en") {
  const hindi = language === "hi";
  const byHindiName = hindi
    ? sql`or (c.name_hi is not null and ${textMatch(sql`to_tsvector('simple', c.name_hi)`, sql`c.name_hi`, q)})`
    : sql``;
  return sql`
    select c.id, ${hindi ? sql`coalesce(c.name_hi, c.category)` : sql`c.category`} as name, c.seo_name, c.product_count
    from categories c
    where c.status = 'A' and (${textMatch(CATEGORY_DOCUMENT, sql`c.category`, q)} ${byHindiName})
    order by c.product_count desc limit ${w.limit} offset ${w.offset}`;
}

/** Help articles; a Hindi reader's are found by their Hindi too and answered in Hindi where written (issue 20). */
export function pagesQuery(q: string, w: Window, language: Language = "en") {
  const hindi = language === "hi";
  const title = hindi ? sql`coalesce(k.title_hi, k.title)` : sql`k.title`;
  const byHindi = hindi
    ? sql`or (k.title_hi is not null and ${textMatch(sql`to_tsvector('simple', k.title_hi || ' ' || coalesce(k.content_hi, ''))`, sql`k.title_hi`, q)})`
    : sql``;
  return sql`
    select k.id, ${title} as title, k.category, ${hindi ? sql`coalesce(k.content_hi, k.content)` : sql`k.content`} as content,
      k.updated_at as created_at from support_knowledge_base k
    where (${textMatch(PAGE_DOCUMENT, sql`k.title`, q)} ${byHindi})
    order by ${title} limit ${w.limit} offset ${w.offset}`;
}

/** Open jobs (issue 23 §1): not closed by hand, the closing day (IST) not past, the poster active and not blocked. */
export function jobsQuery(q: string, viewerId: string | null, today: string, w: Window) {
  return sql`
    select j.id, j.slug, j.title, j.business_name, j.location, j.is_remote, j.created_at
    from jobs j join profiles p on p.id = j.poster_id
    where j.closed_at is null and j.closes_on >= ${today}::date
      and p.is_active and p.deleted_at is null and p.account_status = 'active'
      and ${textMatch(sql`j.search_document`, sql`lower(j.title)`, q)}
      ${notBlocked(viewerId, sql`j.poster_id`)}
    order by j.created_at desc
    limit ${w.limit} offset ${w.offset}`;
}
