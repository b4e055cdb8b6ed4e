import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { profiles } from "./profiles.js";

/** Her saved delivery addresses (doc 3 §3 "Delivery location"); at most one is the default. */
export const deliveryLocations = pgTable(
  "delivery_locations",
  {
    id: id(),
    user_id: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    label: text("label").notNull().default("home"),
    name: text("name").notNull(),
    full_name: text("full_name"),
    phone: text("phone"),
    pincode: text("pincode").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull().default("India"),
    address_line: text("address_line"),
    address_line_2: text("address_line_2"),
    address_type: text("address_type").notNull().default("home"),
    is_default: boolean("is_default").notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index("delivery_locations_user_idx").on(t.user_id),
    uniqueIndex("delivery_locations_one_default").on(t.user_id).where(sql`${t.is_default}`),
    check("delivery_locations_label_check", sql`${t.label} in ('home', 'office', 'other')`),
  ],
);
