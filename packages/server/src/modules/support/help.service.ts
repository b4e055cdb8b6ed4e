import type {
  AdminArticle,
  createArticleInputSchema,
  HelpArticleLink,
  HelpArticlePage,
  HelpCentre,
  HelpSearch,
  publishArticleInputSchema,
} from "@saheli/core/contracts/support";
import { AppErrorCode } from "@saheli/core/errors";
import { INTL_LOCALES, type Language } from "@saheli/core/i18n/languages";
import {
  HELP_CATEGORIES,
  type HelpAudience,
  helpCategoriesFor,
  SUPPORT_EMAIL,
  SupportLimits,
  SupportMessages,
} from "@saheli/core/support";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { isUniqueViolation } from "../../db/errors.js";
import { supportArticleVersions, supportKnowledgeBase } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { helpCategoryName } from "../search/help-articles-hi.js";
import {
  adminArticleRows,
  articleLinks,
  articleRow,
  readArticle,
  relatedArticles,
  searchArticles,
  searchTerms,
  versionsOf,
} from "./help.queries.js";

export type HelpCentreDeps = {
  db: Db;
  clock: Clock;
  grievanceOfficer: { name: string; email: string };
};

type Publish = z.output<typeof publishArticleInputSchema>;
type Create = z.output<typeof createArticleInputSchema>;

/** The Hindi she wrote with a version, as stored (NFC, as searches are normalised); null: English only. */
function hindiOf(input: { hindi?: { title: string; content: string } | undefined }) {
  return input.hindi
    ? { title_hi: input.hindi.title.normalize("NFC"), content_hi: input.hindi.content.normalize("NFC") }
    : null;
}

const missing = () => new AppError(AppErrorCode.NOT_FOUND, 404, SupportMessages.articleNotFound);
const POPULAR = 6;
const SHIPPED_NOTE = "As shipped with Saheli";

/**
 * The help centre (issue 22 §2): its front page per audience, search, article pages, and admins' versioned
 * editing. An article's current text lives in `support_knowledge_base`; each published version is kept in
 * `support_article_versions` (the shipped text is recorded as its version 1 when an admin first publishes).
 */
export function helpCentreService({ db, clock, grievanceOfficer }: HelpCentreDeps) {
  async function centre(audience: HelpAudience, language: Language = "en"): Promise<HelpCentre> {
    const links = await articleLinks(db, language);
    const named = ({ id, title, category }: HelpArticleLink) => ({
      id,
      title,
      category: helpCategoryName(category, language),
    });
    const order = helpCategoriesFor(audience);
    const known = new Set(order);
    const extra = [...new Set(links.map((l) => l.category).filter((c) => !known.has(c)))].sort();
    const categories = [...order, ...extra]
      .map((name) => ({
        name: helpCategoryName(name, language),
        articles: links.filter((l) => l.category === name).map(named),
      }))
      .filter((c) => c.articles.length > 0);
    const notForHer = new Set<string>(
      HELP_CATEGORIES.filter((c) => c.audience !== "everyone" && c.audience !== audience).map((c) => c.name),
    );
    const rank = new Map([...order, ...extra].map((name, i) => [name, i]));
    const popular = links
      .filter((l) => !notForHer.has(l.category))
      .sort(
        (a, b) =>
          b.view_count - a.view_count ||
          (rank.get(a.category) ?? 99) - (rank.get(b.category) ?? 99) ||
          a.title.localeCompare(b.title, INTL_LOCALES[language]),
      )
      .slice(0, POPULAR)
      .map(named);
    return {
      user_type: audience,
      categories,
      popular,
      contact: {
        support_email: SUPPORT_EMAIL,
        grievance_officer: grievanceOfficer,
        respond_within_hours: SupportLimits.respondWithinHours,
        resolve_within_months: SupportLimits.resolveWithinMonths,
      },
    };
  }

  /** Her words over the articles; a Hindi reader's search reads the Hindi too and answers in Hindi. */
  async function search(q: string, language: Language = "en"): Promise<HelpSearch> {
    const terms = searchTerms(q);
    if (terms.length === 0) return { articles: [] };
    const found = await searchArticles(db, terms, SupportLimits.searchMax, language);
    return { articles: found.map((a) => ({ ...a, category: helpCategoryName(a.category, language) })) };
  }

  /** The published version in her language: the Hindi where this version has one, else the English. */
  async function article(id: string, language: Language = "en"): Promise<HelpArticlePage> {
    const row = await readArticle(db, id);
    if (!row) throw missing();
    const [first] = (await versionsOf(db, id)).slice(-1);
    const hindi = language === "hi" && row.title_hi !== null && row.content_hi !== null;
    const related = await relatedArticles(db, row.id, row.category, language);
    return {
      id: row.id,
      title: hindi ? (row.title_hi ?? row.title) : row.title,
      category: helpCategoryName(row.category, language),
      content: hindi ? (row.content_hi ?? row.content) : row.content,
      version: row.version,
      created_at: (first?.created_at ?? row.updated_at).toISOString(),
      updated_at: row.updated_at.toISOString(),
      related: related.map((r) => ({ ...r, category: helpCategoryName(r.category, language) })),
    };
  }

  // ---- Admins ----

  async function list() {
    const rows = await adminArticleRows(db);
    return {
      articles: rows.map((r) => ({
        ...r,
        updated_at: r.updated_at.toISOString(),
        edited_at: r.edited_at?.toISOString() ?? null,
      })),
    };
  }

  async function adminArticle(id: string): Promise<AdminArticle> {
    const row = await articleRow(db, id);
    if (!row) throw missing();
    const versions = await versionsOf(db, id);
    return {
      id: row.id,
      title: row.title,
      category: row.category,
      content: row.content,
      hindi:
        row.title_hi !== null && row.content_hi !== null
          ? { title: row.title_hi, content: row.content_hi }
          : null,
      version: row.version,
      updated_at: row.updated_at.toISOString(),
      edited_at: row.edited_at?.toISOString() ?? null,
      view_count: row.view_count,
      versions:
        versions.length > 0
          ? versions.map((v) => ({
              version: v.version,
              title: v.title,
              category: v.category,
              content: v.content,
              note: v.note,
              edited_by: v.editor_id ? { id: v.editor_id, full_name: v.editor_name } : null,
              created_at: v.created_at.toISOString(),
            }))
          : [
              {
                version: row.version,
                title: row.title,
                category: row.category,
                content: row.content,
                note: SHIPPED_NOTE,
                edited_by: null,
                created_at: row.updated_at.toISOString(),
              },
            ],
    };
  }

  /** A new version over `base_version`: refused if someone published since, or if nothing changed. */
  async function publish(adminId: string, id: string, input: Publish) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await articleRow(tx, id, true);
      if (!row) throw missing();
      if (row.version !== input.base_version)
        throw new AppError(AppErrorCode.CONFLICT, 409, SupportMessages.articleStale);
      const hindi = hindiOf(input);
      const hindiChanged =
        hindi !== null && (hindi.title_hi !== row.title_hi || hindi.content_hi !== row.content_hi);
      if (
        row.title === input.title &&
        row.category === input.category &&
        row.content === input.content &&
        !hindiChanged
      )
        throw AppError.badRequest(`Nothing changed since version ${row.version}.`);
      const [shipped] = await tx
        .select({ version: supportArticleVersions.version })
        .from(supportArticleVersions)
        .where(eq(supportArticleVersions.article_id, id))
        .limit(1);
      if (!shipped)
        await tx.insert(supportArticleVersions).values({
          article_id: id,
          version: row.version,
          title: row.title,
          category: row.category,
          content: row.content,
          note: SHIPPED_NOTE,
          created_at: row.updated_at,
        });
      const version = row.version + 1;
      await tx.insert(supportArticleVersions).values({
        article_id: id,
        version,
        title: input.title,
        category: input.category,
        content: input.content,
        note: input.note,
        edited_by: adminId,
        created_at: now,
      });
      await tx
        .update(supportKnowledgeBase)
        .set({
          title: input.title,
          category: input.category,
          content: input.content,
          // A version without its Hindi is English only: the Hindi of the one before may say what hers no longer
          // does, so a Hindi reader gets her English until a Hindi version is written.
          title_hi: hindi?.title_hi ?? null,
          content_hi: hindi?.content_hi ?? null,
          version,
          updated_at: now,
          edited_at: now,
        })
        .where(eq(supportKnowledgeBase.id, id));
    });
    return adminArticle(id);
  }

  async function create(adminId: string, input: Create) {
    const now = clock.now();
    try {
      await db.transaction(async (tx) => {
        await tx.insert(supportKnowledgeBase).values({
          id: input.id,
          title: input.title,
          category: input.category,
          content: input.content,
          title_hi: hindiOf(input)?.title_hi ?? null,
          content_hi: hindiOf(input)?.content_hi ?? null,
          version: 1,
          updated_at: now,
          edited_at: now,
        });
        await tx.insert(supportArticleVersions).values({
          article_id: input.id,
          version: 1,
          title: input.title,
          category: input.category,
          content: input.content,
          note: input.note,
          edited_by: adminId,
          created_at: now,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(AppErrorCode.CONFLICT, 409, SupportMessages.articleExists);
      throw error;
    }
    return adminArticle(input.id);
  }

  return { centre, search, article, list, adminArticle, publish, create };
}

export type HelpCentreService = ReturnType<typeof helpCentreService>;
