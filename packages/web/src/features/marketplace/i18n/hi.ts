import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { marketplaceEn } from "./en";

/** The marketplace screens in Hindi (words from `docs/glossary-hi.md`). */
export const marketplaceHi: Catalogue<typeof marketplaceEn> = {};
