import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { authEn } from "./en";

/** The auth screens in Hindi (words from `docs/glossary-hi.md`). */
export const authHi: Catalogue<typeof authEn> = {};
