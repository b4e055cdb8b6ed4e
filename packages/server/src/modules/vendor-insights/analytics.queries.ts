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

/**
 * Every IST day of the range with her orders (not cancelled), their totals, the refunded ones' totals,
 * cancellations, orders with a return asked for, and product views: one statement, orders counted on the day
 * they were placed. The range's summary is the sum of these rows.
 */
export async function dailyFigures(db: Executor, params: AnalyticsParams): Promise<DailyRow[]> {
  const o = sql.raw("o");
  const result = await db.execute(sql`
    with placed as (
      select (o.created_at at time zone ${IST})::date as day, o.order_status, o.total_amount,
        o.return_requested_at
      from orders o
      where o.shop_id in ${herShops(params.ownerId)} and ${placedIn(o, params)} and ${wasReal(o)}
    ), by_day as (
      select day,
        count(*) filter (where order_status <> 'cancelled')::int as orders,
        coalesce(sum(total_amount) filter (where order_status <> 'cancelled'), 0)::float8 as gross,
        coalesce(sum(total_amount) filter (where order_status = 'refunded'), 0)::float8 as refunds,
        count(*) filter (where order_status = 'cancelled')::int as cancellations,
        count(*) filter (where order_status <> 'cancelled' and return_requested_at is not null)::int as returns
      from placed group by day
    ), seen as (
      select v.day, count(*)::int as views
      from product_views v
      where v.listing_id in (select l.id from listings l where l.shop_id in ${herShops(params.ownerId)})
        and v.day between ${params.from}::date and ${params.to}::date
      group by v.day
    )
    select to_char(d, 'YYYY-MM-DD') as day,
      coalesce(b.orders, 0) as orders, coalesce(b.gross, 0) as gross, coalesce(b.refunds, 0) as refunds,
      coalesce(b.cancellations, 0) as cancellations, coalesce(b.returns, 0) as returns,
      coalesce(s.views, 0) as views
    from generate_series(${params.from}::date, ${params.to}::date, interval '1 day') d
    left join by_day b on b.day = d::date
    left join seen s on s.day = d::date
    order by d`);
  return rowsOf<DailyRow>(result);
}

export type ListingRow = {
  id: string;
  title: string;
  slug: string;
  listing_type: string;
  views: number;
  orders: number;
  units: number;
  revenue: number;
};

/**
 * Each of her listings seen or sold in the range: views, orders with a line of it (not cancelled), and units and
 * line value on orders neither cancelled nor refunded; best-selling first, then most seen. One statement.
 */
export async function listingFigures(
  db: Executor,
  params: AnalyticsParams & { limit: number | null },
): Promise<ListingRow[]> {
  const o = sql.raw("o");
  const result = await db.execute(sql`
    with mine as (
      select l.id, l.title, l.slug, l.listing_type from listings l where l.shop_id in ${herShops(params.ownerId)}
    ), sold as (
      select i.listing_id,
        count(distinct o.id)::int as orders,
        coalesce(sum(i.quantity) filter (where o.order_status <> 'refunded'), 0)::int as units,
        coalesce(sum(i.line_total) filter (where o.order_status <> 'refunded'), 0)::float8 as revenue
      from orders o
      join order_items i on i.order_id = o.id
      where o.shop_id in ${herShops(params.ownerId)} and ${placedIn(o, params)} and ${wasReal(o)}
        and o.order_status <> 'cancelled' and i.listing_id is not null
      group by i.listing_id
    ), seen as (
      select v.listing_id, count(*)::int as views
      from product_views v
      where v.listing_id in (select id from mine) and v.day between ${params.from}::date and ${params.to}::date
      group by v.listing_id
    )
    select m.id, m.title, m.slug, m.listing_type, coalesce(s.views, 0) as views,
      coalesce(x.orders, 0) as orders, coalesce(x.units, 0) as units, coalesce(x.revenue, 0) as revenue
    from mine m
    left join sold x on x.listing_id = m.id
    left join seen s on s.listing_id = m.id
    where x.listing_id is not null or s.listing_id is not null
    order by revenue desc, units desc, views desc, m.title, m.id
    ${params.limit === null ? sql`` : sql`limit ${params.limit}`}`);
  return rowsOf<ListingRow>(result);
}

/** node-postgres answers `{ rows }`; Drizzle's `execute` types it loosely. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
