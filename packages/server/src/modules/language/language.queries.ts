import type { Language } from "@saheli/core/i18n/languages";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { profiles } from "../../db/schema/index.js";

/** Keeps her language on her profile, for her e-mails and push notifications too. */
export async function setProfileLanguage(db: Executor, params: { userId: string; language: Language }) {
  await db.update(profiles).set({ language: params.language }).where(eq(profiles.id, params.userId));
}

/** Her language as her profile keeps it (English for someone not found). */
export async function profileLanguage(db: Executor, params: { userId: string }): Promise<Language> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, params.userId));
  return row?.language === "hi" ? "hi" : "en";
}

/** The language of the member who has this e-mail address (English for an address without a profile). */
export async function emailLanguage(db: Executor, params: { email: string }): Promise<Language> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(
      and(sql`lower(${profiles.email}) = ${params.email.trim().toLowerCase()}`, isNull(profiles.deleted_at)),
    );
  return row?.language === "hi" ? "hi" : "en";
}
