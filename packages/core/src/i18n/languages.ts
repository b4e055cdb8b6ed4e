/**
 * Saheli speaks English and Hindi (issue 20). A person's language comes from her choice (a cookie, and her
 * profile once she is signed in), else from the browser's `Accept-Language`, else English. An unknown code is
 * English, never an error.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie that keeps her choice, for visitors too (a year). */
export const LANGUAGE_COOKIE = "saheli_lang";
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

/** The locale `Intl` formats numbers, money, dates and relative times in. */
export const INTL_LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** `hi`, `hi-IN`, `HI` → `hi`; anything else → null. */
export function languageOf(tag: string | null | undefined): Language | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/**
 * The best of ours for an `Accept-Language` header (RFC 9110 §12.5.4): by quality, then by order; `q=0` means
 * "not this one". None of ours → null.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: languageOf(tag), quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((entry) => entry.language !== null && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked[0]?.language ?? null;
}

/** Her choice first, then the browser's wish, then English. */
export function resolveLanguage(choice: {
  chosen?: string | null;
  acceptLanguage?: string | null;
}): Language {
  return languageOf(choice.chosen) ?? languageFromAcceptLanguage(choice.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
