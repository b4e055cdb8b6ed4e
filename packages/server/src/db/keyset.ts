import type { CursorKey } from "@saheli/core/cursor";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** A row's time as the cursor's key, to the microsecond (a JS Date keeps milliseconds): text in UTC. */
export const cursorTime = (column: AnyColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Rows strictly after the cursor in `(time, id)` order, both newest first (`desc`) or both oldest first
 * (`asc`): one row comparison an index on `(…, time, id)` starts its range scan from. No cursor: every row.
 */
export function afterKey(time: AnyColumn, id: AnyColumn, key: CursorKey | null, order: "asc" | "desc"): SQL {
  if (!key) return sql`true`;
  return order === "desc"
    ? sql`(${time}, ${id}) < (${key.at}::timestamptz, ${key.id}::uuid)`
    : sql`(${time}, ${id}) > (${key.at}::timestamptz, ${key.id}::uuid)`;
}
