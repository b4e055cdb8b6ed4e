import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";

/** Doc 3 §3 "Knowledge-base page": Saheli's help articles, written at start-up from `help-articles.ts`. */
export const supportKnowledgeBase = pgTable(
  "support_knowledge_base",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    content: text("content").notNull(),
    /**
     * The current version in Hindi (issue 20), answered to a Hindi reader; null (an article an admin wrote or
     * changed in English only): the English.
     */
    title_hi: text("title_hi"),
    content_hi: text("content_hi"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The published version (support_article_versions); 1 is the text Saheli shipped with. */
    version: integer("version").notNull().default(1),
    /** When an admin last published it: start-up no longer rewrites an article an admin has edited. */
    edited_at: timestamp("edited_at", { withTimezone: true }),
    /** Times it was opened, for the help centre's popular articles. */
    view_count: integer("view_count").notNull().default(0),
  },
  (t) => [
    index("support_kb_search_fts").using(
      "gin",
      sql`to_tsvector('simple', ${t.title} || ' ' || ${t.content})`,
    ),
    index("support_kb_title_trgm").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);

/**
 * What people searched for, without who: 'Trending searches' are the most asked of recent days by at least
 * `SearchLimits.trendingMinSearchers` different people. `searcher` tells people apart without naming them: a keyed
 * hash of her id (or a visitor's address) under this site's own salt, never the id or address itself.
 */
export const searchQueries = pgTable(
  "search_queries",
  {
    id: id(),
    query: text("query").notNull(),
    searcher: text("searcher"),
    created_at: createdAt(),
  },
  (t) => [index("search_queries_created_idx").on(t.created_at)],
);
