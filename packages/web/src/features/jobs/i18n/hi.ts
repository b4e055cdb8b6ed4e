import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { jobsEn } from "./en";

/** The jobs screens in Hindi (words from `docs/glossary-hi.md`). */
export const jobsHi: Catalogue<typeof jobsEn> = {};
