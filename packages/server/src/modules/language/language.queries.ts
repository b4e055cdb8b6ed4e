import type { Language } from "@saheli/core/i18n/languages";
import { eq } from "drizzle-orm";
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
