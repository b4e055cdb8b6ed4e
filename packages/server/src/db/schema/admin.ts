import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { profiles } from "./profiles.js";
import { shops } from "./shops.js";

/** Every admin action: who did it, when, to what, and why (issue 23 §2). Rows are never changed or deleted. */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: id(),
    actor_id: uuid("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    target_type: text("target_type").notNull(),
    target_id: uuid("target_id"),
    reason: text("reason").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    created_at: createdAt(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.created_at, t.id),
    index("admin_audit_log_target_idx").on(t.target_type, t.target_id),
  ],
);

/**
 * A suspension of one person; `profiles.account_status = 'suspended'` is what every query reads while it lasts.
 * Lifting it keeps the row with who lifted it and why.
 */
export const accountSuspensions = pgTable(
  "account_suspensions",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    suspended_by: uuid("suspended_by").references(() => profiles.id, { onDelete: "set null" }),
    created_at: createdAt(),
    lifted_at: timestamp("lifted_at", { withTimezone: true }),
    lifted_by: uuid("lifted_by").references(() => profiles.id, { onDelete: "set null" }),
    lift_reason: text("lift_reason"),
    /** Her shops that were open when she was suspended: closed with it, opened again when it is lifted. */
    shop_ids: uuid("shop_ids").array().notNull().default(sql`'{}'::uuid[]`),
  },
  (t) => [
    index("account_suspensions_user_idx").on(t.user_id, t.created_at),
    uniqueIndex("account_suspensions_one_open_key").on(t.user_id).where(sql`${t.lifted_at} is null`),
  ],
);

/** Shops Saheli chooses to feature on the home page and /commerce, in the admins' order. */
export const featuredShops = pgTable(
  "featured_shops",
  {
    id: id(),
    shop_id: uuid("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    created_by: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("featured_shops_shop_key").on(t.shop_id),
    index("featured_shops_position_idx").on(t.position),
  ],
);

/** The home page's slides (doc 3: slides is_active, type default home, sort_order). */
export const slides = pgTable(
  "slides",
  {
    id: id(),
    type: text("type").notNull().default("home"),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    image_url: text("image_url").notNull(),
    image_path: text("image_path").notNull(),
    link_url: text("link_url"),
    sort_order: integer("sort_order").notNull().default(0),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("slides_type_order_idx").on(t.type, t.is_active, t.sort_order),
    check("slides_type_check", sql`${t.type} in ('home', 'commerce')`),
  ],
);
