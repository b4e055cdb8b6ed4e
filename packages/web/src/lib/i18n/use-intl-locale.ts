import { INTL_LOCALES, languageOf } from "@saheli/core/i18n/languages";
import { useTranslation } from "react-i18next";

/** The `Intl` locale of her language (`en-IN` or `hi-IN`), for dates, numbers and money; re-renders on a switch. */
export function useIntlLocale(): string {
  const { i18n } = useTranslation();
  return INTL_LOCALES[languageOf(i18n.language) ?? "en"];
}
