import { LANGUAGE_COOKIE, type Language, languageOf, resolveLanguage } from "@saheli/core/i18n/languages";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { api } from "@/lib/api-client";
import { switchLanguage } from "./i18n";

function cookieLanguage(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`));
  return match?.[1] ?? null;
}

/** Her choice in this browser, else what her browser asks for (its `Accept-Language`), else English. */
export function initialLanguage(): Language {
  return resolveLanguage({ chosen: cookieLanguage(), acceptLanguage: navigator.languages.join(",") });
}

/**
 * The language Saheli speaks to her now, and the way to change it: at once on screen, then on the server, which
 * keeps it in a cookie for this browser and on her profile for her e-mails and push when she is signed in.
 */
export function useLanguage() {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language) ?? "en";
  const choose = useCallback(async (next: Language) => {
    await switchLanguage(next);
    await api.put("/api/language", { language: next });
  }, []);
  return { language, choose };
}
