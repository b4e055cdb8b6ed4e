import type {
  AdminArticle,
  createArticleInputSchema,
  HelpArticlePage,
  HelpCentre,
  HelpSearch,
  publishArticleInputSchema,
} from "@saheli/core/contracts/support";
import { AppErrorCode } from "@saheli/core/errors";
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

const missing = () => new AppError(AppErrorCode.NOT_FOUND, 404, SupportMessages.articleNotFound);
const POPULAR = 6;
const SHIPPED_NOTE = "As shipped with Saheli";

/**
 * The help centre (issue 22 §2): its front page per audience, search, article pages, and admins' versioned
 * editing. An article's current text lives in `support_knowledge_base`; each published version is kept in
 * `support_article_versions` (the shipped text is recorded as its version 1 when an admin first publishes).
 */
export function helpCentreService({ db, clock, grievanceOfficer }: HelpCentreDeps) {
  async function centre(audience: HelpAudience): Promise<HelpCentre> {
    const links = await articleLinks(db);
    const order = helpCategoriesFor(audience);
    const known = new Set(order);
    const extra = [...new Set(links.map((l) => l.category).filter((c) => !known.has(c)))].sort();
    const categories = [...order, ...extra]
      .map((name) => ({
        name,
        articles: links
          .filter((l) => l.category === name)
          .map(({ id, title, category }) => ({ id, title, category })),
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
          a.title.localeCompare(b.title),
      )
      .slice(0, POPULAR)
      .map(({ id, title, category }) => ({ id, title, category }));
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

  async function search(q: string): Promise<HelpSearch> {
    const terms = searchTerms(q);
    if (terms.length === 0) return { articles: [] };
    return { articles: await searchArticles(db, terms, SupportLimits.searchMax) };
  }

  async function article(id: string): Promise<HelpArticlePage> {
    const row = await readArticle(db, id);
    if (!row) throw missing();
    const [first] = (await versionsOf(db, id)).slice(-1);
    return {
      id: row.id,
      title: row.title,
      category: row.category,
      content: row.content,
      version: row.version,
      created_at: (first?.created_at ?? row.updated_at).toISOString(),
      updated_at: row.updated_at.toISOString(),
      related: await relatedArticles(db, row.id, row.category),
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
      if (row.title === input.title && row.category === input.category && row.content === input.content)
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
