import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";

/** Her shops (a person may have closed one and opened another): the owner is part of every `where` below. */
export type AnalyticsParams = { ownerId: string; from: string; to: string };

const IST = "Asia/Kolkata";

/** Her shops' ids, as a subquery. */
const herShops = (ownerId: string) => sql`(select s.id from shops s where s.user_id = ${ownerId})`;

/** The range's instants: from the start of `from` to the end of `to`, IST. */
const placedIn = (alias: SQL, { from, to }: AnalyticsParams) =>
  sql`${alias}.created_at >= (${from}::date)::timestamp at time zone ${IST}
    and ${alias}.created_at < (${to}::date + 1)::timestamp at time zone ${IST}`;

/** The IST day of an order: India keeps UTC+05:30 all year, so a fixed offset (cheaper than a zone lookup per row). */
const istDate = (alias: SQL) =>
  sql`((${alias}.created_at at time zone 'UTC') + interval '330 minutes')::date`;

/** An online order whose payment never came (awaiting it, or the window closed) is not an order she had. */
const wasReal = (alias: SQL) =>
  sql`not (${alias}.payment_method = 'razorpay' and ${alias}.payment_status in ('awaiting', 'void'))`;

export type DailyRow = {
  day: string;
  orders: number;
  gross: number;
  refunds: number;
  cancellations: number;
  returns: number;
  views: number;
};

export type ListingRef = { id: string; title: string; slug: string; listing_type: string };
export type ListingViewsRow = ListingRef & { views: number };
export type ListingSalesRow = ListingRef & { orders: number; units: number; revenue: number };
export type ListingRow = ListingRef & { views: number; orders: number; units: number; revenue: number };

type DayAndViewsRow =
  | ({ kind: "day" } & DailyRow)
  | ({ kind: "listing"; day: null } & ListingViewsRow & Omit<DailyRow, "day" | "views">);

/**
 * The first of the page's two statements: every IST day of the range with her orders (not cancelled), their
 * totals, the refunded ones' totals, cancellations, orders with a return asked for, and product views; and each
 * listing's views in the range. Orders count on the day they were placed. Views are read once, listing by listing
 * on the (listing_id, day) index, and summed both ways (grouping sets).
 */
export async function daysAndViews(db: Executor, params: AnalyticsParams) {
  const rows = rowsOf<DayAndViewsRow>(await db.execute(daysAndViewsSql(params)));
  const daily: DailyRow[] = [];
  const views: ListingViewsRow[] = [];
  for (const row of rows) {
    if (row.kind === "day") {
      const { kind: _day, ...figures } = row;
      daily.push(figures);
    } else {
      views.push({
        id: row.id,
        title: row.title,
        slug: row.slug,
        listing_type: row.listing_type,
        views: row.views,
      });
    }
  }
  return { daily, views };
}

/** The statement of `daysAndViews` (the bench explains it). */
export function daysAndViewsSql(params: AnalyticsParams): SQL {
  const o = sql.raw("o");
  return sql`
    with by_day as (
      select ${istDate(o)} as day,
        count(*) filter (where o.order_status <> 'cancelled')::int as orders,
        coalesce(sum(o.total_amount) filter (where o.order_status <> 'cancelled'), 0)::float8 as gross,
        coalesce(sum(o.total_amount) filter (where o.order_status = 'refunded'), 0)::float8 as refunds,
        count(*) filter (where o.order_status = 'cancelled')::int as cancellations,
        count(*) filter (where o.order_status <> 'cancelled' and o.return_requested_at is not null)::int as returns
      from orders o
      where o.shop_id in ${herShops(params.ownerId)} and ${placedIn(o, params)} and ${wasReal(o)}
      group by 1
    ), seen as (
      select l.id, l.title, l.slug, l.listing_type, v.day, sum(v.views)::int as views
      from listings l
      join listing_view_days v
        on v.listing_id = l.id and v.day between ${params.from}::date and ${params.to}::date
      where l.shop_id in ${herShops(params.ownerId)}
      group by grouping sets ((l.id, l.title, l.slug, l.listing_type), (v.day))
    )
    select 'day' as kind, to_char(d, 'YYYY-MM-DD') as day, null::uuid as id, null as title, null as slug,
      null as listing_type, coalesce(b.orders, 0) as orders, coalesce(b.gross, 0) as gross,
      coalesce(b.refunds, 0) as refunds, coalesce(b.cancellations, 0) as cancellations,
      coalesce(b.returns, 0) as returns, coalesce(s.views, 0) as views
    from generate_series(${params.from}::date, ${params.to}::date, interval '1 day') d
    left join by_day b on b.day = d::date
    left join seen s on s.day = d::date and s.id is null
    union all
    select 'listing', null, s.id, s.title, s.slug, s.listing_type, 0, 0, 0, 0, 0, s.views
    from seen s where s.id is not null
    order by kind, day`;
}

/**
 * The second statement: each of her listings sold in the range, with its order lines on orders not cancelled
 * (`orders`: an order holding two variants of it counts twice, which spares sorting every line for a distinct
 * count), and the units and line value on those not refunded either.
 */
export async function listingSales(db: Executor, params: AnalyticsParams): Promise<ListingSalesRow[]> {
  return rowsOf<ListingSalesRow>(await db.execute(listingSalesSql(params)));
}

/** The statement of `listingSales` (the bench explains it). */
export function listingSalesSql(params: AnalyticsParams): SQL {
  const o = sql.raw("o");
  return sql`
    with sold as (
      select i.listing_id,
        count(*)::int as orders,
        coalesce(sum(i.quantity) filter (where o.order_status <> 'refunded'), 0)::int as units,
        coalesce(sum(i.line_total) filter (where o.order_status <> 'refunded'), 0)::float8 as revenue
      from orders o
      join order_items i on i.order_id = o.id
      where o.shop_id in ${herShops(params.ownerId)} and ${placedIn(o, params)} and ${wasReal(o)}
        and o.order_status <> 'cancelled' and i.listing_id is not null
      group by i.listing_id
    )
    select l.id, l.title, l.slug, l.listing_type, x.orders, x.units, x.revenue
    from sold x
    join listings l on l.id = x.listing_id
    where l.shop_id in ${herShops(params.ownerId)}`;
}

/** Both statements' listings as one table: best-selling first, then most seen. */
export function mergeListings(views: ListingViewsRow[], sales: ListingSalesRow[]): ListingRow[] {
  const byId = new Map<string, ListingRow>();
  for (const row of views) byId.set(row.id, { ...row, orders: 0, units: 0, revenue: 0 });
  for (const row of sales) byId.set(row.id, { ...row, views: byId.get(row.id)?.views ?? 0 });
  return [...byId.values()].sort(
    (a, b) =>
      b.revenue - a.revenue ||
      b.units - a.units ||
      b.views - a.views ||
      a.title.localeCompare(b.title) ||
      a.id.localeCompare(b.id),
  );
}

/** node-postgres answers `{ rows }`; Drizzle's `execute` types it loosely. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
