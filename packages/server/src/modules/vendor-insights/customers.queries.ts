import type { CursorKey } from "@saheli/core/cursor";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { escapeLike } from "../../db/like.js";

export type CustomersParams = { ownerId: string; q?: string; after: CursorKey | null; limit: number };

export type CustomerRow = {
  id: string;
  username: string | null;
  full_name: string | null;
  avatar_url: string | null;
  orders: number;
  total_spent: number;
  last_order_at: Date;
  cursor_at: string;
};

/**
 * People who bought from her shops: orders not cancelled (unpaid online orders are not orders), what they came
 * to less refunded ones, and the latest one's time; latest buyer first, keyset on (last order, person), one row
 * more than the page. `q` matches a name or username anywhere.
 */
export async function customerRows(db: Executor, params: CustomersParams): Promise<CustomerRow[]> {
  const pattern = params.q ? `%${escapeLike(params.q)}%` : null;
  const last = sql`max(o.created_at)`;
  const result = await db.execute(sql`
    select p.id, p.username, p.full_name, p.avatar_url,
      count(*)::int as orders,
      coalesce(sum(o.total_amount) filter (where o.order_status <> 'refunded'), 0)::float8 as total_spent,
      ${last} as last_order_at,
      to_char(${last} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
    from orders o
    join profiles p on p.id = o.buyer_id
    where o.shop_id in (select s.id from shops s where s.user_id = ${params.ownerId})
      and o.order_status <> 'cancelled'
      and not (o.payment_method = 'razorpay' and o.payment_status in ('awaiting', 'void'))
      ${pattern ? sql`and (p.full_name ilike ${pattern} or p.username ilike ${pattern})` : sql``}
    group by p.id
    ${params.after ? sql`having (${last}, p.id) < (${params.after.at}::timestamptz, ${params.after.id}::uuid)` : sql``}
    order by ${last} desc, p.id desc
    limit ${params.limit + 1}`);
  return (result as unknown as { rows: CustomerRow[] }).rows.map((row) => ({
    ...row,
    last_order_at: new Date(row.last_order_at),
  }));
}
