import type { Language } from "@saheli/core/i18n/languages";
import type { Db } from "../../db/connect.js";
import { profileLanguage, setProfileLanguage } from "./language.queries.js";

/** `secure`: the site is served over https, so the language cookie is sent over https only. */
export type LanguageDeps = { db: Db; secure: boolean };

/** Her language (issue 20 §3): chosen in the header or settings, kept for her e-mails and push too. */
export function languageService({ db, secure }: LanguageDeps) {
  return {
    secure,
    choose: (userId: string, language: Language) => setProfileLanguage(db, { userId, language }),
    of: (userId: string) => profileLanguage(db, { userId }),
  };
}

export type LanguageService = ReturnType<typeof languageService>;
