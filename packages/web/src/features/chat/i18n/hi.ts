import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { chatEn } from "./en";

/** The chat screens in Hindi (words from `docs/glossary-hi.md`). */
export const chatHi: Catalogue<typeof chatEn> = {};
