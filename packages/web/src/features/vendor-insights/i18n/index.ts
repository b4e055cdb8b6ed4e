import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { vendorInsightsEn } from "./en";

registerNamespace("vendor-insights", vendorInsightsEn, () => import("./hi").then((m) => m.vendorInsightsHi));

/** The vendor-insights screens' words in her language (importing this registers the namespace). */
export const useVendorInsightsT = () => useTranslation("vendor-insights");
