import { INTL_LOCALES, languageOf } from "@saheli/core/i18n/languages";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { vendorOrdersEn } from "./en";

registerNamespace("vendor-orders", vendorOrdersEn, () => import("./hi").then((m) => m.vendorOrdersHi));

/** The shop's order screens' words (importing this registers the namespace). */
export const useVendorOrdersT = () => useTranslation("vendor-orders");

/** The `Intl` locale of her language, for dates and counts. */
export function useVendorOrdersLocale(): string {
  const { i18n } = useTranslation();
  return INTL_LOCALES[languageOf(i18n.language) ?? "en"];
}
