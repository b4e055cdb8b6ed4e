import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { shepayEn } from "./en";

/** The shepay screens in Hindi (words from `docs/glossary-hi.md`). */
export const shepayHi: Catalogue<typeof shepayEn> = {};
