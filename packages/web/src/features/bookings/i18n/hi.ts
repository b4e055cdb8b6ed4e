import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { bookingsEn } from "./en";

/** The bookings screens in Hindi (words from `docs/glossary-hi.md`). */
export const bookingsHi: Catalogue<typeof bookingsEn> = {};
