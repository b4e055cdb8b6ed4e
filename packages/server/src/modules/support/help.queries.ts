import type { Language } from "@saheli/core/i18n/languages";
import { type AnyColumn, and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { profiles, supportArticleVersions, supportKnowledgeBase } from "../../db/schema/index.js";

const kb = supportKnowledgeBase;

/** Her language's title (Hindi where the article has one, else the English). */
const titleIn = (language: Language) =>
  language === "hi" ? sql<string>`coalesce(${kb.title_hi}, ${kb.title})` : kb.title;

export function articleLinks(db: Executor, language: Language) {
  return db
    .select({ id: kb.id, title: titleIn(language), category: kb.category, view_count: kb.view_count })
    .from(kb)
    .orderBy(asc(titleIn(language)));
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

export function relatedArticles(db: Executor, id: string, category: string, language: Language) {
  return db
    .select({ id: kb.id, title: titleIn(language), category: kb.category })
    .from(kb)
    .where(and(eq(kb.category, category), ne(kb.id, id)))
    .orderBy(desc(kb.view_count), asc(titleIn(language)))
    .limit(5);
}

const STOP_WORDS = new Set([
  ..."a an and are as at be by can do does for from how i in is it me my of on or the to what when where which who why will with you your".split(
    " ",
  ),
  // Hindi's little words, which almost every article holds: "रिफ़ंड कैसे मिलेगा" searches for रिफ़ंड, मिलेगा.
  ..."अपना अपनी अपने और का कि की के को कैसे क्या क्यों कब कहाँ जो तो था थी थे पर भी मुझे में मेरा मेरी मेरे मैं यह या वह से है हैं हो होता होती".split(
    " ",
  ),
]);

/** The nukta (़): "ज़्यादा" and "ज्यादा" are the same word to someone searching; NFC writes it apart from its letter. */
const NUKTA = "\u093C";

/**
 * Her words as a prefix tsquery, any of them (ranked by how many match): "refunds cod" → refunds:* | cod:*.
 * Devanagari's vowel signs are marks (\p{M}), part of the word; the words are NFC without the nukta.
 */
export function searchTerms(q: string): string[] {
  return [
    ...new Set(
      q
        .normalize("NFC")
        .toLowerCase()
        .split(/[^\p{L}\p{N}\p{M}]+/u)
        .filter((w) => w.length >= 2 && !STOP_WORDS.has(w))
        .map((w) => w.replaceAll(NUKTA, "")),
    ),
  ]
    .filter((w) => w.length >= 2)
    .slice(0, 8);
}

/** A text as the Hindi search reads it: without the nukta. */
const noNukta = (text: SQL | AnyColumn) => sql`replace(${text}, ${NUKTA}, '')`;

/**
 * Full-text over title and content (the `support_kb_search_fts` index), titles weighing most. A Hindi reader's
 * search reads the Hindi and the English (she may type "refund" or "रिफ़ंड") and answers the Hindi title and a
 * snippet of the Hindi text where the article has them.
 */
export function searchArticles(db: Executor, terms: string[], limit: number, language: Language) {
  const query = sql`to_tsquery('simple', ${terms.map((t) => `${t.replace(/'/g, "")}:*`).join(" | ")})`;
  const hindi = language === "hi";
  const titleHi = noNukta(sql`coalesce(${kb.title_hi}, '')`);
  const contentHi = noNukta(sql`coalesce(${kb.content_hi}, '')`);
  const doc = hindi
    ? sql`to_tsvector('simple', ${kb.title} || ' ' || ${kb.content} || ' ' || ${titleHi} || ' ' || ${contentHi})`
    : sql`to_tsvector('simple', ${kb.title} || ' ' || ${kb.content})`;
  const rank = hindi
    ? sql`ts_rank(setweight(to_tsvector('simple', ${kb.title} || ' ' || ${titleHi}), 'A')
        || setweight(to_tsvector('simple', ${kb.content} || ' ' || ${contentHi}), 'D'), ${query})`
    : sql`ts_rank(setweight(to_tsvector('simple', ${kb.title}), 'A') || setweight(to_tsvector('simple', ${kb.content}), 'D'), ${query})`;
  const content = hindi ? sql`coalesce(${kb.content_hi}, ${kb.content})` : sql`${kb.content}`;
  return db
    .select({
      id: kb.id,
      title: titleIn(language),
      category: kb.category,
      snippet: sql<string>`ts_headline('simple', ${content}, ${query},
        'StartSel="",StopSel="",MaxWords=28,MinWords=12,MaxFragments=1')`,
    })
    .from(kb)
    .where(sql`${doc} @@ ${query}`)
    .orderBy(desc(rank), asc(titleIn(language)))
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
