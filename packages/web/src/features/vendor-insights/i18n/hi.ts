import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { vendorInsightsEn } from "./en";

/** The vendor-insights screens in Hindi (words from `docs/glossary-hi.md`). */
export const vendorInsightsHi: Catalogue<typeof vendorInsightsEn> = {};
