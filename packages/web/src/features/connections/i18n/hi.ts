import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { connectionsEn } from "./en";

/** The connections screens in Hindi (words from `docs/glossary-hi.md`). */
export const connectionsHi: Catalogue<typeof connectionsEn> = {};
