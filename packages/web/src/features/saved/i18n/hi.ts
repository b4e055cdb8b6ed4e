import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { savedEn } from "./en";

/** The saved screens in Hindi (words from `docs/glossary-hi.md`). */
export const savedHi: Catalogue<typeof savedEn> = {};
