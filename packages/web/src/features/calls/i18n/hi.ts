import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { callsEn } from "./en";

/** The calls screens in Hindi (words from `docs/glossary-hi.md`). */
export const callsHi: Catalogue<typeof callsEn> = {};
