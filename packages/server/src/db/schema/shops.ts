import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { profiles } from "./profiles.js";

export type Address = {
  address_line_1: string;
  address_line_2?: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
};
export type ShopPolicies = { shipping?: string; returns?: string; cancellations?: string };
export type SocialLinks = Partial<Record<"instagram" | "facebook" | "twitter" | "linkedin", string>>;

export const shops = pgTable(
  "shops",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id),
    shop_name: text("shop_name").notNull(),
    slug: text("slug").notNull(),
    shop_description: text("shop_description"),
    logo_url: text("logo_url"),
    cover_url: text("cover_url"),
    website_url: text("website_url"),
    shop_phone_number: text("shop_phone_number"),
    shop_email: text("shop_email"),
    shop_categories: text("shop_categories").array().notNull().default(sql`'{}'::text[]`),
    shop_hours: jsonb("shop_hours").$type<Record<string, string>>(),
    social_links: jsonb("social_links").$type<SocialLinks>(),
    shop_currency: text("shop_currency").notNull().default("INR"),
    shop_metadata: jsonb("shop_metadata").$type<Record<string, unknown>>(),
    legal_name: text("legal_name"),
    owner_name: text("owner_name"),
    registration_number: text("registration_number"),
    tax_id: text("tax_id"),
    business_address: jsonb("business_address").$type<Address>(),
    warehouse_address: jsonb("warehouse_address").$type<Address>(),
    is_active: boolean("is_active").notNull().default(true),
    /** Cash on delivery: whether she takes it, and the pincodes her couriers cannot collect in. */
    cod_enabled: boolean("cod_enabled").notNull().default(true),
    cod_blocked_pincodes: text("cod_blocked_pincodes").array().notNull().default(sql`'{}'::text[]`),
    /** Issue 19: her policies shown on her listings, holiday mode, shop-front banner and payout method. */
    policies: jsonb("policies").$type<ShopPolicies>(),
    holiday_mode: boolean("holiday_mode").notNull().default(false),
    holiday_message: text("holiday_message"),
    banner_url: text("banner_url"),
    /** Her UPI ID or bank account, encrypted (TOKEN_ENCRYPTION_KEY); only the masked form is ever shown. */
    payout_method_enc: text("payout_method_enc"),
    payout_method_display: text("payout_method_display"),
    statements_by_email: boolean("statements_by_email").notNull().default(true),
    /** `on_request`, or `weekly`: her available balance is asked for by Saheli every Monday. */
    payout_schedule: text("payout_schedule").notNull().default("on_request"),
    verified: boolean("verified").notNull().default(false),
    average_rating: numeric("average_rating", { precision: 2, scale: 1, mode: "number" })
      .notNull()
      .default(0),
    total_reviews: integer("total_reviews").notNull().default(0),
    follower_count: integer("follower_count").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("shops_slug_key").on(t.slug),
    index("shops_user_id_idx").on(t.user_id),
    index("shops_name_trgm").using("gin", sql`${t.shop_name} gin_trgm_ops`),
    index("shops_search_fts").using(
      "gin",
      sql`to_tsvector('simple', ${t.shop_name} || ' ' || coalesce(${t.shop_description}, ''))`,
    ),
  ],
);

/** Doc 3 §3 "Shop follow": she follows a shop (not its owner); the shop's follower_count counts these rows. */
export const shopFollows = pgTable(
  "shop_follows",
  {
    shop_id: uuid("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    follower_id: uuid("follower_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("active"),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shop_id, t.follower_id] }),
    index("shop_follows_follower_idx").on(t.follower_id, t.created_at),
    check("shop_follows_status_check", sql`${t.status} = 'active'`),
  ],
);
