import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { accountEn } from "./en";

/** The account screens in Hindi (words from `docs/glossary-hi.md`). */
export const accountHi: Catalogue<typeof accountEn> = {};
