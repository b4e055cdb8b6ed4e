import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { profiles } from "./profiles.js";

/** A community group: members post into its own feed. `member_count` counts its member rows. */
export const groups = pgTable(
  "groups",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    created_by: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    member_count: integer("member_count").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("groups_slug_key").on(t.slug),
    index("groups_name_trgm").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("groups_search_fts").using("gin", sql`to_tsvector('simple', ${t.name} || ' ' || ${t.description})`),
    check("groups_member_count_check", sql`${t.member_count} >= 0`),
  ],
);

export const groupMembers = pgTable(
  "group_members",
  {
    group_id: uuid("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    joined_at: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.group_id, t.user_id] }),
    index("group_members_user_idx").on(t.user_id),
    check("group_members_role_check", sql`${t.role} in ('admin', 'member')`),
  ],
);
