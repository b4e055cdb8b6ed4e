import { type Language, languageOf } from "@saheli/core/i18n/languages";
import type { TranslateMessage } from "@saheli/core/i18n/translate-message";
import i18next, { type BackendModule, type CustomTypeOptions, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { reportClientLog } from "@/lib/client-logs";
import type { Catalogue } from "./catalogues/catalogue";
import { common } from "./catalogues/en/common";

/** Each language's catalogues arrive when first needed: English's shell words are in the first bundle. */
const loaders: Record<Language, Record<string, () => Promise<unknown>>> = {
  en: { common: async () => common },
  hi: { common: () => import("./catalogues/hi/common").then((m) => m.common) },
};

const lazyCatalogues: BackendModule = {
  type: "backend",
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[languageOf(language) ?? "en"]?.[namespace];
    if (!load) return callback(null, {});
    load().then(
      (words) => callback(null, words as Record<string, unknown>),
      (error: Error) => callback(error, null),
    );
  },
};

export const i18n = i18next.createInstance();

type Namespaces = CustomTypeOptions["resources"];

/** Features that registered their words before i18n started (their module was imported first). */
const waiting: [namespace: string, english: object][] = [];

/**
 * A feature's own words (`features/x/i18n.ts`): its English arrives with its code, its other languages when
 * first needed (meanwhile the English shows, then the page redraws in hers).
 */
export function registerNamespace<N extends keyof Namespaces>(
  namespace: N,
  english: Namespaces[N],
  hindi: () => Promise<Catalogue<Namespaces[N]>>,
) {
  loaders.en[namespace] = async () => english;
  loaders.hi[namespace] = hindi;
  if (!i18n.isInitialized) waiting.push([namespace, english]);
  else if (!i18n.hasResourceBundle("en", namespace)) i18n.addResourceBundle("en", namespace, english);
}

const reported = new Set<string>();

/** Core's messages (a form's error, a rule's refusal) in her language; English needs no catalogue. */
let translateMessage: TranslateMessage = (english) => english;

async function loadMessages(language: Language) {
  if (language === "en") {
    translateMessage = (english) => english;
    return;
  }
  const [{ hiMessages }, { messageTranslator }] = await Promise.all([
    import("@saheli/core/i18n/hi/messages"),
    import("@saheli/core/i18n/translate-message"),
  ]);
  translateMessage = messageTranslator(hiMessages);
}

export const messageIn = (english: string) => translateMessage(english);

/** Starts i18n in her language before the app draws, so the first paint is already in it. */
export async function startI18n(language: Language) {
  // Features of the first page (home, the header's search) registered already: their words load with the shell's.
  const early = waiting.splice(0);
  await Promise.all([
    i18n
      .use(initReactI18next)
      .use(lazyCatalogues)
      .init({
        lng: language,
        fallbackLng: "en",
        supportedLngs: ["en", "hi"],
        ns: ["common", ...early.map(([namespace]) => namespace)],
        defaultNS: "common",
        resources: { en: { common, ...Object.fromEntries(early) } },
        partialBundledLanguages: true,
        interpolation: { escapeValue: false },
        // A feature's Hindi words arriving later redraw its page; until then its English shows (no suspense).
        react: { useSuspense: false },
        saveMissing: true,
        // A missing word shows the English one and is reported once, never a raw key.
        missingKeyHandler: (languages, namespace, key) => {
          const id = `${languages.join(",")}:${namespace}:${key}`;
          if (reported.has(id)) return;
          reported.add(id);
          reportClientLog("warn", "missing translation", { language: languages.join(","), namespace, key });
        },
      }),
    loadMessages(language),
  ]);
  // Any that registered while i18n was starting.
  for (const [namespace, english] of waiting.splice(0)) i18n.addResourceBundle("en", namespace, english);
  document.documentElement.lang = language;
}

/** Switches the whole app to `language`: its catalogues, core's messages and `<html lang>`. */
export async function switchLanguage(language: Language) {
  await loadMessages(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
