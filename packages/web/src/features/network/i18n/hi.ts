import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { networkEn } from "./en";

/** The network screens in Hindi (words from `docs/glossary-hi.md`). */
export const networkHi: Catalogue<typeof networkEn> = {};
