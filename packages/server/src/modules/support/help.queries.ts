import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { profiles, supportArticleVersions, supportKnowledgeBase } from "../../db/schema/index.js";

const kb = supportKnowledgeBase;

export function articleLinks(db: Executor) {
  return db
    .select({ id: kb.id, title: kb.title, category: kb.category, view_count: kb.view_count })
    .from(kb)
    .orderBy(asc(kb.title));
}

/** The article, counting this reading of it. */
export async function readArticle(db: Executor, id: string) {
  const [row] = await db
    .update(kb)
    .set({ view_count: sql`${kb.view_count} + 1` })
    .where(eq(kb.id, id))
    .returning();
  return row ?? null;
}

export function relatedArticles(db: Executor, id: string, category: string) {
  return db
    .select({ id: kb.id, title: kb.title, category: kb.category })
    .from(kb)
    .where(and(eq(kb.category, category), ne(kb.id, id)))
    .orderBy(desc(kb.view_count), asc(kb.title))
    .limit(5);
}

const STOP_WORDS = new Set(
  "a an and are as at be by can do does for from how i in is it me my of on or the to what when where which who why will with you your".split(
    " ",
  ),
);

/** Her words as a prefix tsquery, any of them (ranked by how many match): "refunds cod" → refunds:* | cod:*. */
export function searchTerms(q: string): string[] {
  return [
    ...new Set(
      q
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 2 && !STOP_WORDS.has(w)),
    ),
  ].slice(0, 8);
}

/** Full-text over title and content (the `support_kb_search_fts` index), titles weighing most. */
export function searchArticles(db: Executor, terms: string[], limit: number) {
  const query = sql`to_tsquery('simple', ${terms.map((t) => `${t.replace(/'/g, "")}:*`).join(" | ")})`;
  const doc = sql`to_tsvector('simple', ${kb.title} || ' ' || ${kb.content})`;
  return db
    .select({
      id: kb.id,
      title: kb.title,
      category: kb.category,
      snippet: sql<string>`ts_headline('simple', ${kb.content}, ${query},
        'StartSel="",StopSel="",MaxWords=28,MinWords=12,MaxFragments=1')`,
    })
    .from(kb)
    .where(sql`${doc} @@ ${query}`)
    .orderBy(
      desc(
        sql`ts_rank(setweight(to_tsvector('simple', ${kb.title}), 'A') || setweight(to_tsvector('simple', ${kb.content}), 'D'), ${query})`,
      ),
      asc(kb.title),
    )
    .limit(limit);
}

export function adminArticleRows(db: Executor) {
  return db
    .select({
      id: kb.id,
      title: kb.title,
      category: kb.category,
      version: kb.version,
      updated_at: kb.updated_at,
      edited_at: kb.edited_at,
      view_count: kb.view_count,
    })
    .from(kb)
    .orderBy(asc(kb.category), asc(kb.title));
}

export async function articleRow(db: Executor, id: string, lock = false) {
  const query = db.select().from(kb).where(eq(kb.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export function versionsOf(db: Executor, id: string) {
  return db
    .select({
      version: supportArticleVersions.version,
      title: supportArticleVersions.title,
      category: supportArticleVersions.category,
      content: supportArticleVersions.content,
      note: supportArticleVersions.note,
      created_at: supportArticleVersions.created_at,
      editor_id: profiles.id,
      editor_name: profiles.full_name,
    })
    .from(supportArticleVersions)
    .leftJoin(profiles, eq(profiles.id, supportArticleVersions.edited_by))
    .where(eq(supportArticleVersions.article_id, id))
    .orderBy(desc(supportArticleVersions.version));
}
