import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { profiles } from "./profiles.js";

/** One part of an archive: a ZIP file of its own under private/data-exports/, never served by /media. */
export type DataExportPart = { key: string; name: string; size: number };

/**
 * "Download my data" (issue 22 §4): an archive of what Saheli holds about her, made by a job. `preparing` until
 * the job has stored every part, then `ready` until `expires_at` (7 days), when its files are deleted and it
 * reads `expired`; `failed` when the job gave up (she may ask again).
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("preparing"),
    parts: jsonb("parts").$type<DataExportPart[]>().notNull().default([]),
    total_size: bigint("total_size", { mode: "number" }).notNull().default(0),
    created_at: createdAt(),
    ready_at: timestamp("ready_at", { withTimezone: true }),
    expires_at: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("data_exports_user_idx").on(t.user_id, t.created_at),
    // One export at a time per person: a second request while one is preparing meets this index.
    uniqueIndex("data_exports_one_preparing").on(t.user_id).where(sql`${t.status} = 'preparing'`),
    check("data_exports_status_check", sql`${t.status} in ('preparing', 'ready', 'expired', 'failed')`),
  ],
);
