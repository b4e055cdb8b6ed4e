import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { supportKnowledgeBase } from "../../db/schema/index.js";
import { HELP_ARTICLES } from "./help-articles.js";
import { HELP_ARTICLES_HI } from "./help-articles-hi.js";

/** The shipped articles as rows: the English and, beside it, the Hindi (NFC, as searches are normalised). */
export function helpArticleRows() {
  return HELP_ARTICLES.map((article) => {
    const hindi = HELP_ARTICLES_HI[article.id];
    return {
      ...article,
      title_hi: hindi?.title.normalize("NFC") ?? null,
      content_hi: hindi?.content.normalize("NFC") ?? null,
    };
  });
}

/** Writes the help articles as this version has them (new ones added; changed ones updated unless an admin edited them). */
export async function ensureHelpArticles(db: Db) {
  await db
    .insert(supportKnowledgeBase)
    .values(helpArticleRows())
    .onConflictDoUpdate({
      target: supportKnowledgeBase.id,
      set: {
        title: sql`excluded.title`,
        category: sql`excluded.category`,
        content: sql`excluded.content`,
        title_hi: sql`excluded.title_hi`,
        content_hi: sql`excluded.content_hi`,
        updated_at: sql`case when ${supportKnowledgeBase.content} is distinct from excluded.content
          or ${supportKnowledgeBase.title} is distinct from excluded.title then now() else ${supportKnowledgeBase.updated_at} end`,
      },
      // An article an admin has published over is hers to keep: start-up leaves it alone (and its Hindi, which
      // her English-only version does not have, stays empty: a Hindi reader gets her English).
      setWhere: sql`${supportKnowledgeBase.edited_at} is null`,
    });
}
