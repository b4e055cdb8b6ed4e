import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { profilesEn } from "./en";

/** The profiles screens in Hindi (words from `docs/glossary-hi.md`). */
export const profilesHi: Catalogue<typeof profilesEn> = {};
