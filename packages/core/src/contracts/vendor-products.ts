import { z } from "zod";
import { LISTING_TYPES } from "../listings";
import { STOCK_CSV_EDITABLE } from "../stock-csv";
import { cursorParam } from "./paging";

/** Why a listing's stock changed: an order took it, a cancellation returned it, her edit, her CSV import. */
export const STOCK_CHANGE_REASONS = ["order", "cancel", "edit", "csv"] as const;
export type StockChangeReason = (typeof STOCK_CHANGE_REASONS)[number];

/** `GET /api/vendor/listings/{id}/details`: one of her listings with its figures (doc 3 §2.9 Product Details). */
export const productDetailsSchema = z.object({
  listing: z.object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    listing_type: z.enum(LISTING_TYPES),
    price: z.number(),
    sale_price: z.number().nullable(),
    quantity: z.number().int(),
    is_active: z.boolean(),
    image_url: z.string().nullable(),
    currency: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  stats: z.object({
    /** Product-page views (one a viewer a day), all time and in the last 30 days. */
    views: z.number().int(),
    views_30d: z.number().int(),
    /** Orders holding it and units bought, cancelled and refunded orders left out. */
    orders: z.number().int(),
    units_sold: z.number().int(),
    revenue: z.number(),
    average_rating: z.number(),
    total_reviews: z.number().int(),
  }),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

export const stockHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: cursorParam,
});

export const stockChangeSchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  quantity_after: z.number().int(),
  reason: z.enum(STOCK_CHANGE_REASONS),
  /** The order that took or returned it (a link for her), when there was one. */
  order_number: z.string().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type StockChange = z.infer<typeof stockChangeSchema>;

export const stockHistoryPageSchema = z.object({
  items: z.array(stockChangeSchema),
  next_cursor: z.string().nullable(),
});
export type StockHistoryPage = z.infer<typeof stockHistoryPageSchema>;

/** `POST /api/vendor/listings/{id}/duplicate`: the paused copy. */
export const duplicatedListingSchema = z.object({ id: z.uuid(), slug: z.string(), title: z.string() });

export const stockImportQuerySchema = z.object({
  /** `true`: only the report; nothing is written. */
  dry_run: z.enum(["true", "false"]).default("false"),
});

export const stockCsvRowSchema = z.object({
  /** Its line in the file (the column names are line 1). */
  row: z.number().int(),
  id: z.string().nullable(),
  title: z.string().nullable(),
  changes: z.array(
    z.object({ field: z.enum(STOCK_CSV_EDITABLE), from: z.number().nullable(), to: z.number().nullable() }),
  ),
  problems: z.array(z.string()),
});
export type StockCsvRow = z.infer<typeof stockCsvRowSchema>;

/**
 * The report of an import: every row with what it changes or its problems. `applied` is true only when she
 * applied it and every row was fine; with any problem nothing is written.
 */
export const stockCsvReportSchema = z.object({
  dry_run: z.boolean(),
  applied: z.boolean(),
  rows: z.array(stockCsvRowSchema),
  summary: z.object({ changed: z.number().int(), unchanged: z.number().int(), problems: z.number().int() }),
  message: z.string(),
});
export type StockCsvReport = z.infer<typeof stockCsvReportSchema>;
