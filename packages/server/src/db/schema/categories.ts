import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";

export const categories = pgTable(
  "categories",
  {
    id: id(),
    name: text("category").notNull(),
    /** Its name in Hindi (issue 20), answered to a Hindi reader; null: the English name. */
    name_hi: text("name_hi"),
    seo_name: text("seo_name").notNull(),
    parent_id: uuid("parent_id").references((): AnyPgColumn => categories.id),
    status: text("status").notNull().default("A"),
    description: text("description"),
    image_url: text("image_url"),
    /** A lucide icon name from the admins' list (issue 23 §2), shown beside the name. */
    icon: text("icon"),
    product_count: integer("product_count").notNull().default(0),
    position: integer("position").notNull().default(0),
    level: integer("level").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("categories_seo_name_key").on(t.seo_name),
    uniqueIndex("categories_name_key").on(sql`lower(${t.name})`),
    index("categories_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`),
    index("categories_search_fts").using(
      "gin",
      sql`to_tsvector('simple', ${t.name} || ' ' || coalesce(${t.description}, ''))`,
    ),
  ],
);
