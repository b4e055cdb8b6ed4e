import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { supportKnowledgeBase } from "../../db/schema/index.js";
import { HELP_ARTICLES } from "./help-articles.js";

/** Writes the help articles as this version has them (new ones added; changed ones updated unless an admin edited them). */
export async function ensureHelpArticles(db: Db) {
  await db
    .insert(supportKnowledgeBase)
    .values(HELP_ARTICLES)
    .onConflictDoUpdate({
      target: supportKnowledgeBase.id,
      set: {
        title: sql`excluded.title`,
        category: sql`excluded.category`,
        content: sql`excluded.content`,
        updated_at: sql`case when ${supportKnowledgeBase.content} is distinct from excluded.content
          or ${supportKnowledgeBase.title} is distinct from excluded.title then now() else ${supportKnowledgeBase.updated_at} end`,
      },
      // An article an admin has published over is hers to keep: start-up leaves it alone.
      setWhere: sql`${supportKnowledgeBase.edited_at} is null`,
    });
}
