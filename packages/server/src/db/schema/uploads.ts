import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Files people uploaded for something they had not saved yet (a post, listing, shop, event or chat message).
 * A day later each is checked: kept if something refers to it, deleted otherwise; the row goes either way.
 */
export const pendingUploads = pgTable(
  "pending_uploads",
  {
    path: text("path").primaryKey(),
    user_id: uuid("user_id"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("pending_uploads_created_idx").on(t.created_at)],
);
