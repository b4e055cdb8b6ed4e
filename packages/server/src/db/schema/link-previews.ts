import type { LinkPreview } from "@saheli/core/contracts/link-preview";
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Link cards made by the server (doc 1 §7), one per URL as core writes it; a day old, a card is made again. */
export const linkPreviews = pgTable("link_previews", {
  url: text("url").primaryKey(),
  card: jsonb("card").$type<LinkPreview>().notNull(),
  fetched_at: timestamp("fetched_at", { withTimezone: true }).notNull(),
});
