import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { categories } from "./categories.js";
import { createdAt, id, updatedAt } from "./columns.js";
import { shops } from "./shops.js";

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

export const listings = pgTable(
  "listings",
  {
    id: id(),
    shop_id: uuid("shop_id")
      .notNull()
      .references(() => shops.id),
    category_id: uuid("category_id").references(() => categories.id),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    price: money("price").notNull(),
    sale_price: money("sale_price"),
    quantity: integer("quantity").notNull().default(0),
    listing_type: text("listing_type").notNull(),
    listing_status: text("listing_status").notNull().default("active"),
    is_active: boolean("is_active").notNull().default(true),
    is_online: boolean("is_online").notNull().default(false),
    is_featured: boolean("is_featured").notNull().default(false),
    average_rating: numeric("average_rating", { precision: 2, scale: 1, mode: "number" })
      .notNull()
      .default(0),
    total_reviews: integer("total_reviews").notNull().default(0),
    booking_duration_minutes: integer("booking_duration_minutes"),
    /** A digital listing's file, under private/: never served by /media, only to its buyers (orders issue). */
    digital_file_path: text("digital_file_path"),
    requires_approval: boolean("requires_approval").notNull().default(false),
    /** For GST invoices when her shop is registered: the HSN/SAC code and the rate included in the price. */
    hsn_code: text("hsn_code"),
    gst_rate: numeric("gst_rate", { precision: 4, scale: 2, mode: "number" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("listings_slug_key").on(t.slug),
    index("listings_shop_id_idx").on(t.shop_id),
    index("listings_category_id_idx").on(t.category_id),
    index("listings_title_trgm").using("gin", sql`${t.title} gin_trgm_ops`),
    // Similar listings walk titles in trigram distance order. On lower(title) (trigrams ignore case anyway) so
    // that a search's `title ilike …` takes the GIN index above: 1 ms there, 12 ms through this one.
    index("listings_title_lower_trgm_gist").using("gist", sql`lower(${t.title}) gist_trgm_ops`),
    index("listings_search_fts").using(
      "gin",
      sql`to_tsvector('simple', ${t.title} || ' ' || ${t.description})`,
    ),
    check("listings_type_check", sql`${t.listing_type} in ('physical', 'digital', 'service')`),
    check("listings_money_check", sql`${t.price} >= 0 and (${t.sale_price} is null or ${t.sale_price} >= 0)`),
    check("listings_quantity_check", sql`${t.quantity} >= 0`),
    check("listings_gst_rate_check", sql`${t.gst_rate} is null or ${t.gst_rate} between 0 and 28`),
  ],
);

export const listingImages = pgTable(
  "listing_images",
  {
    id: id(),
    listing_id: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    image_url: text("image_url").notNull(),
    is_primary: boolean("is_primary").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("listing_images_listing_id_idx").on(t.listing_id)],
);

export const listingTags = pgTable(
  "listing_tags",
  {
    listing_id: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    tag_name: text("tag_name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.listing_id, t.tag_name] }), index("listing_tags_tag_idx").on(t.tag_name)],
);

/** A choice on a listing (doc 3 §3): "Colour: Indigo", "Size: M". */
export const listingVariations = pgTable(
  "listing_variations",
  {
    id: id(),
    listing_id: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    variation_name: text("variation_name").notNull(),
    variation_value: text("variation_value").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("listing_variations_listing_id_idx").on(t.listing_id),
    uniqueIndex("listing_variations_unique").on(t.listing_id, t.variation_name, t.variation_value),
  ],
);
