import { sql } from "drizzle-orm";
import type { Executor, SqlRows } from "../../db/connect.js";

export type DayFigures = { day: string; members: number; orders: number; sales: number; shops: number };

/**
 * One row per IST day of the last `days` × 2 (the earlier half is the trend's baseline): people who joined,
 * orders placed (an online order never paid is not one) and their value, shops opened.
 */
export async function dailyFigures(db: Executor, days: number, now: Date): Promise<DayFigures[]> {
  const result = (await db.execute(sql`
    with span as (
      select generate_series(
        ((${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date - (${days * 2 - 1})::int),
        (${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date,
        interval '1 day')::date as day
    ),
    m as (select (created_at at time zone 'Asia/Kolkata')::date as day, count(*)::int as n
          from profiles where deleted_at is null group by 1),
    o as (select (created_at at time zone 'Asia/Kolkata')::date as day, count(*)::int as n,
                 coalesce(sum(total_amount), 0)::float8 as total
          from orders
          where not (payment_method = 'razorpay' and payment_status in ('awaiting', 'void'))
            and order_status <> 'cancelled'
          group by 1),
    s as (select (created_at at time zone 'Asia/Kolkata')::date as day, count(*)::int as n from shops group by 1)
    select to_char(span.day, 'YYYY-MM-DD') as day,
      coalesce(m.n, 0) as members, coalesce(o.n, 0) as orders, coalesce(o.total, 0) as sales, coalesce(s.n, 0) as shops
    from span left join m using (day) left join o using (day) left join s using (day)
    order by span.day`)) as unknown as SqlRows;
  return result.rows.map((row) => ({
    day: String(row.day),
    members: Number(row.members),
    orders: Number(row.orders),
    sales: Number(row.sales),
    shops: Number(row.shops),
  }));
}

export type Totals = { members: number; shops: number; verifications: number; reports: number };

export async function totals(db: Executor): Promise<Totals> {
  const result = (await db.execute(sql`select
      (select count(*)::int from profiles where deleted_at is null and account_status <> 'inactive') as members,
      (select count(*)::int from shops where is_active) as shops,
      (select count(*)::int from verification_requests where status = 'pending') as verifications,
      (select count(*)::int from reports where status in ('pending', 'reviewing')) as reports`)) as unknown as SqlRows;
  const row = result.rows[0] ?? {};
  return {
    members: Number(row.members ?? 0),
    shops: Number(row.shops ?? 0),
    verifications: Number(row.verifications ?? 0),
    reports: Number(row.reports ?? 0),
  };
}
