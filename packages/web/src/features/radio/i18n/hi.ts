import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { radioEn } from "./en";

/** The radio screens in Hindi (words from `docs/glossary-hi.md`). */
export const radioHi: Catalogue<typeof radioEn> = {};
