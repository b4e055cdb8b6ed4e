import { DEFAULT_LANGUAGE, INTL_LOCALES, LANGUAGES, type Language, languageOf } from "../languages";

/**
 * What the server says to a person (issue 20): notifications, their push, e-mails. A message is a function of
 * its values in every language, so Hindi cannot be missing where English is (`Words` requires both); the server
 * renders it in her language (`profiles.language`, or the request's for someone without a profile).
 */
export type Words<P = void> = Readonly<Record<Language, (params: P) => string>>;

/** An area's messages; `satisfies WordGroup` keeps each message's own values type. */
// biome-ignore lint/suspicious/noExplicitAny: each message has its own values; `satisfies` keeps them
export type WordGroup = Readonly<Record<string, Words<any>>>;

/** A text rendered in every language; the one she reads is picked when her language is known. */
export type Localised = Readonly<Record<Language, string>>;

/** A message with its values, in every language. */
export function say(words: Words<void>): Localised;
export function say<P>(words: Words<P>, params: P): Localised;
export function say<P>(words: Words<P>, params?: P): Localised {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, words[language](params as P)]),
  ) as Localised;
}

/** A text in one language: a plain string is the same in all (a person's own words, a shop's name). */
export function textIn(text: string | Localised, language: Language): string {
  return typeof text === "string" ? text : text[language];
}

/** Every language's text made from each language's parts (a subject from a title, a mail from a message). */
export function compose(make: (language: Language) => string): Localised {
  return Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Localised;
}

/** A language as a profile keeps it (text in the database); anything else is English. */
export function storedLanguage(value: string | null | undefined): Language {
  return languageOf(value) ?? DEFAULT_LANGUAGE;
}

/** The `Intl` locale of a language, for money, numbers and dates inside a message. */
export const localeOf = (language: Language) => INTL_LOCALES[language];
