import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { feedEn } from "./en";

/** The feed screens in Hindi (words from `docs/glossary-hi.md`). */
export const feedHi: Catalogue<typeof feedEn> = {};
