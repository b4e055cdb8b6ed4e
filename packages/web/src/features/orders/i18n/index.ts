import { INTL_LOCALES, languageOf } from "@saheli/core/i18n/languages";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "@/lib/i18n/i18n";
import { ordersEn } from "./en";

registerNamespace("orders", ordersEn, () => import("./hi").then((m) => m.ordersHi));

/** The order screens' words (importing this registers the namespace). */
export const useOrdersT = () => useTranslation("orders");

/** The `Intl` locale of her language, for the order screens' dates. */
export function useOrdersLocale(): string {
  const { i18n } = useTranslation();
  return INTL_LOCALES[languageOf(i18n.language) ?? "en"];
}
