import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { assistantEn } from "./en";

/** The assistant screens in Hindi (words from `docs/glossary-hi.md`). */
export const assistantHi: Catalogue<typeof assistantEn> = {};
