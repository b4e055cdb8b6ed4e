import { hiMessages } from "@saheli/core/i18n/hi/messages";
import { LANGUAGE_COOKIE, type Language, resolveLanguage } from "@saheli/core/i18n/languages";
import { messageTranslator, type TranslateMessage, untranslated } from "@saheli/core/i18n/translate-message";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";

/** Her language for this request: her choice (the cookie), else her browser's `Accept-Language`, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  return resolveLanguage({
    chosen: request.cookies?.[LANGUAGE_COOKIE],
    acceptLanguage: request.headers["accept-language"],
  });
}

/**
 * Core's messages in each language; a message a catalogue lacks stays English and is logged once, so the gap
 * is seen and she never reads a raw key.
 */
export function messageTranslators(log: FastifyBaseLogger): Record<Language, TranslateMessage> {
  return {
    en: untranslated,
    hi: messageTranslator(hiMessages, (english) =>
      log.warn({ language: "hi", english }, "message without a Hindi translation"),
    ),
  };
}
