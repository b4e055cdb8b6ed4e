import type { CursorKey } from "@saheli/core/cursor";
import type { LedgerKind } from "@saheli/core/shepay";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { cursorTime } from "../../db/keyset.js";
import { ledgerEntries, orderItems, orders, payouts, profiles, shops } from "../../db/schema/index.js";

/** A sum of `amount` (numeric rupees) as whole paise, exact (PostgreSQL multiplies numerics exactly). */
const paiseSum = sql<string>`(coalesce(sum(${ledgerEntries.amount}), 0) * 100)::int8`;

export type EntryRow = typeof ledgerEntries.$inferInsert;

export async function insertEntries(tx: Executor, rows: EntryRow[]) {
  await tx.insert(ledgerEntries).values(rows);
}

/** Each account's balance in paise (0 for an account without entries). */
export async function balancesOf(db: Executor, accounts: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ account: ledgerEntries.account, paise: paiseSum })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, accounts))
    .groupBy(ledgerEntries.account);
  const balances = new Map(accounts.map((account) => [account, 0]));
  for (const row of rows) balances.set(row.account, Number(row.paise));
  return balances;
}

/** What one order has put in each account so far, in paise (accounts it left at zero are left out). */
export async function orderSums(tx: Executor, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ account: ledgerEntries.account, paise: paiseSum })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.order_id, orderId))
    .groupBy(ledgerEntries.account);
  return new Map(
    rows.map((row) => [row.account, Number(row.paise)] as const).filter(([, paise]) => paise !== 0),
  );
}

export async function orderHasKind(tx: Executor, orderId: string, kinds: LedgerKind[]) {
  const [row] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.order_id, orderId), inArray(ledgerEntries.kind, kinds)))
    .limit(1);
  return row !== undefined;
}

/** The order's lines and whether its shop is GST-registered, for the commission and TCS. */
export async function saleLines(tx: Executor, orderId: string) {
  return tx
    .select({ line_total: orderItems.line_total, gst_rate: orderItems.gst_rate })
    .from(orderItems)
    .where(eq(orderItems.order_id, orderId));
}

export async function shopTaxId(tx: Executor, shopId: string) {
  const [row] = await tx.select({ tax_id: shops.tax_id }).from(shops).where(eq(shops.id, shopId));
  return row?.tax_id?.trim() || null;
}

/**
 * The shop's row lock: one balance decision at a time per shop (payout requests, recovering cash-order charges).
 * `no key update` leaves inserts that only reference the shop (new orders) unblocked.
 */
export async function lockShop(tx: Executor, shopId: string) {
  await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for("no key update");
}

/** Her shop (one per person), with its payout settings. */
export async function shopOfOwner(db: Executor, ownerId: string) {
  const [row] = await db
    .select({
      id: shops.id,
      name: shops.shop_name,
      slug: shops.slug,
      tax_id: shops.tax_id,
      currency: shops.shop_currency,
      payout_method_enc: shops.payout_method_enc,
      payout_method_display: shops.payout_method_display,
      statements_by_email: shops.statements_by_email,
      payout_schedule: shops.payout_schedule,
    })
    .from(shops)
    .where(eq(shops.user_id, ownerId))
    .limit(1);
  return row;
}

export async function setPayoutMethod(
  db: Executor,
  shopId: string,
  method: { enc: string; display: string },
  at: Date,
) {
  await db
    .update(shops)
    .set({ payout_method_enc: method.enc, payout_method_display: method.display, updated_at: at })
    .where(eq(shops.id, shopId));
}

/** Active shops on the weekly schedule with a payout method: whom the Monday run asks for. */
export async function weeklyPayoutShops(db: Executor) {
  return db
    .select({ id: shops.id, method_display: shops.payout_method_display })
    .from(shops)
    .where(
      and(eq(shops.payout_schedule, "weekly"), eq(shops.is_active, true), isNotNull(shops.payout_method_enc)),
    );
}

export async function setPayoutSchedule(db: Executor, shopId: string, schedule: string, at: Date) {
  await db.update(shops).set({ payout_schedule: schedule, updated_at: at }).where(eq(shops.id, shopId));
}

export async function setStatementsByEmail(db: Executor, shopId: string, on: boolean, at: Date) {
  await db.update(shops).set({ statements_by_email: on, updated_at: at }).where(eq(shops.id, shopId));
}

/** Payouts asked for and not yet decided, in paise: part of her available balance, spoken for. */
export async function requestedTotal(db: Executor, shopId: string): Promise<number> {
  const [row] = await db
    .select({ paise: sql<string>`(coalesce(sum(${payouts.amount}), 0) * 100)::int8` })
    .from(payouts)
    .where(and(eq(payouts.shop_id, shopId), eq(payouts.status, "requested")));
  return Number(row?.paise ?? 0);
}

export const payoutColumns = {
  id: payouts.id,
  amount: payouts.amount,
  method_display: payouts.method_display,
  status: payouts.status,
  reference: payouts.reference,
  failure_reason: payouts.failure_reason,
  automatic: payouts.automatic,
  requested_at: payouts.requested_at,
  paid_at: payouts.paid_at,
};

export async function recentPayouts(db: Executor, shopId: string, limit: number) {
  return db
    .select(payoutColumns)
    .from(payouts)
    .where(eq(payouts.shop_id, shopId))
    .orderBy(desc(payouts.requested_at), desc(payouts.id))
    .limit(limit);
}

export async function insertPayout(tx: Executor, row: typeof payouts.$inferInsert) {
  const [created] = await tx.insert(payouts).values(row).returning(payoutColumns);
  return created!;
}

export async function lockPayout(tx: Executor, payoutId: string) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for("update");
  return row;
}

export async function payoutById(db: Executor, payoutId: string) {
  const [row] = await db
    .select({ ...payoutColumns, shop_id: payouts.shop_id })
    .from(payouts)
    .where(eq(payouts.id, payoutId));
  return row;
}

export async function shopPayoutMethod(db: Executor, shopId: string) {
  const [row] = await db
    .select({ enc: shops.payout_method_enc, display: shops.payout_method_display })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row;
}

export async function decidePayout(
  tx: Executor,
  payoutId: string,
  patch: Pick<typeof payouts.$inferInsert, "status" | "reference" | "failure_reason" | "paid_by" | "paid_at">,
) {
  const [row] = await tx
    .update(payouts)
    .set(patch)
    .where(eq(payouts.id, payoutId))
    .returning({ ...payoutColumns, shop_id: payouts.shop_id });
  return row!;
}

/** Payouts in one state, oldest request first (the queue an admin works through), keyset-paged. */
export async function payoutQueue(
  db: Executor,
  params: { status: string; after: CursorKey | null; limit: number },
) {
  return db
    .select({
      ...payoutColumns,
      cursor_at: cursorTime(payouts.requested_at),
      shop_id: shops.id,
      shop_name: shops.shop_name,
      shop_slug: shops.slug,
      owner_id: shops.user_id,
    })
    .from(payouts)
    .innerJoin(shops, eq(shops.id, payouts.shop_id))
    .where(
      and(
        eq(payouts.status, params.status),
        params.after
          ? sql`(${payouts.requested_at}, ${payouts.id}) > (${params.after.at}::timestamptz, ${params.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(payouts.requested_at, payouts.id)
    .limit(params.limit + 1);
}

export async function shopOwner(db: Executor, shopId: string) {
  const [row] = await db
    .select({
      ownerId: shops.user_id,
      email: profiles.email,
      name: shops.shop_name,
      language: profiles.language,
    })
    .from(shops)
    .innerJoin(profiles, eq(profiles.id, shops.user_id))
    .where(eq(shops.id, shopId));
  return row;
}

export type HistoryFilter = {
  accounts: string[];
  kind?: LedgerKind;
  from?: Date;
  to?: Date;
  /** `at` and the entry's id (`score`), the last row the previous page showed. */
  after: { at: string; entryId: number } | null;
  limit: number;
};

/** Entries of some accounts, newest first, in (time, id) keyset order. */
export async function historyRows(db: Executor, filter: HistoryFilter) {
  return db
    .select({
      id: ledgerEntries.id,
      txn_id: ledgerEntries.txn_id,
      account: ledgerEntries.account,
      amount: ledgerEntries.amount,
      kind: ledgerEntries.kind,
      memo: ledgerEntries.memo,
      created_at: ledgerEntries.created_at,
      cursor_at: cursorTime(ledgerEntries.created_at),
      order_number: orders.order_number,
      shop_name: shops.shop_name,
    })
    .from(ledgerEntries)
    .leftJoin(orders, eq(orders.id, ledgerEntries.order_id))
    .leftJoin(shops, eq(shops.id, orders.shop_id))
    .where(
      and(
        inArray(ledgerEntries.account, filter.accounts),
        filter.kind ? eq(ledgerEntries.kind, filter.kind) : undefined,
        filter.from
          ? sql`${ledgerEntries.created_at} >= ${filter.from.toISOString()}::timestamptz`
          : undefined,
        filter.to ? sql`${ledgerEntries.created_at} < ${filter.to.toISOString()}::timestamptz` : undefined,
        filter.after
          ? sql`(${ledgerEntries.created_at}, ${ledgerEntries.id}) < (${filter.after.at}::timestamptz, ${filter.after.entryId}::int8)`
          : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.created_at), desc(ledgerEntries.id))
    .limit(filter.limit + 1);
}

/** Balances of some accounts as they stood just before `at`, in paise. */
export async function balancesBefore(db: Executor, accounts: string[], at: Date) {
  const rows = await db
    .select({ account: ledgerEntries.account, paise: paiseSum })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.account, accounts),
        sql`${ledgerEntries.created_at} < ${at.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(ledgerEntries.account);
  const balances = new Map(accounts.map((account) => [account, 0]));
  for (const row of rows) balances.set(row.account, Number(row.paise));
  return balances;
}

/**
 * What one shop's orders moved outside her own accounts within a period, in paise: Saheli's commission and TCS
 * (net of reversals) and the refunds her buyers received.
 */
export async function orderFlowsOf(db: Executor, shopId: string, start: Date, end: Date) {
  const bucket = sql<string>`case when ${ledgerEntries.account} like 'buyer:%' then 'refunds' else ${ledgerEntries.account} end`;
  const rows = await db
    .select({ bucket, paise: paiseSum })
    .from(ledgerEntries)
    .innerJoin(orders, eq(orders.id, ledgerEntries.order_id))
    .where(
      and(
        eq(orders.shop_id, shopId),
        sql`(${ledgerEntries.account} in ('platform:commission', 'platform:tcs')
             or (${ledgerEntries.account} like 'buyer:%' and ${ledgerEntries.kind} = 'refund'))`,
        sql`${ledgerEntries.created_at} >= ${start.toISOString()}::timestamptz`,
        sql`${ledgerEntries.created_at} < ${end.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(bucket);
  const flows = { commission: 0, tcs: 0, refunds: 0 };
  for (const row of rows) {
    if (row.bucket === "platform:commission") flows.commission = Number(row.paise);
    else if (row.bucket === "platform:tcs") flows.tcs = Number(row.paise);
    else flows.refunds = Number(row.paise);
  }
  return flows;
}

/**
 * Orders whose money may leave pending: delivered (or a return declined) more than `cutoff` ago and still holding
 * something in their shop's pending account.
 */
export async function releasableOrders(db: Executor, cutoff: Date, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.order_status, ["delivered", "return_rejected"]),
        sql`${orders.delivered_at} < ${cutoff.toISOString()}::timestamptz`,
        sql`exists (select 1 from ${ledgerEntries} le where le.order_id = ${orders.id}
              and le.account = 'shop:' || ${orders.shop_id} || ':pending' and le.kind = 'payment')`,
        sql`not exists (select 1 from ${ledgerEntries} le where le.order_id = ${orders.id} and le.kind = 'release')`,
      ),
    )
    .limit(limit);
}

export async function lockOrderForRelease(tx: Executor, orderId: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      shop_id: orders.shop_id,
      order_number: orders.order_number,
      order_status: orders.order_status,
      delivered_at: orders.delivered_at,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return row;
}

/** Shops that asked for statements by e-mail and had entries in the period. */
export async function statementRecipients(db: Executor, start: Date, end: Date) {
  return db
    .select({
      shopId: shops.id,
      ownerId: shops.user_id,
      email: profiles.email,
      language: profiles.language,
      name: shops.shop_name,
      taxId: shops.tax_id,
    })
    .from(shops)
    .innerJoin(profiles, eq(profiles.id, shops.user_id))
    .where(
      and(
        eq(shops.statements_by_email, true),
        sql`exists (select 1 from ${ledgerEntries} le where le.account = any(array[
                'shop:' || ${shops.id} || ':pending', 'shop:' || ${shops.id} || ':available',
                'shop:' || ${shops.id} || ':paid_out', 'shop:' || ${shops.id} || ':owed',
                'shop:' || ${shops.id} || ':cash'])
              and le.created_at >= ${start.toISOString()}::timestamptz and le.created_at < ${end.toISOString()}::timestamptz)`,
      ),
    );
}
