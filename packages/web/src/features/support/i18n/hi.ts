import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { supportEn } from "./en";

/** The support screens in Hindi (words from `docs/glossary-hi.md`). */
export const supportHi: Catalogue<typeof supportEn> = {};
