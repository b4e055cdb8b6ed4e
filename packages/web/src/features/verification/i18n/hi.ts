import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { verificationEn } from "./en";

/** The verification screens in Hindi (words from `docs/glossary-hi.md`). */
export const verificationHi: Catalogue<typeof verificationEn> = {};
