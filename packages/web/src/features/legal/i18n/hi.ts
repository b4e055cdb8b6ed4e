import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { legalEn } from "./en";

/** The legal screens in Hindi (words from `docs/glossary-hi.md`). */
export const legalHi: Catalogue<typeof legalEn> = {};
