import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { coworkingEn } from "./en";

/** The coworking screens in Hindi (words from `docs/glossary-hi.md`). */
export const coworkingHi: Catalogue<typeof coworkingEn> = {};
