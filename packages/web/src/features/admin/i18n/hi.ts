import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { adminEn } from "./en";

/** The admin screens in Hindi (words from `docs/glossary-hi.md`). */
export const adminHi: Catalogue<typeof adminEn> = {};
