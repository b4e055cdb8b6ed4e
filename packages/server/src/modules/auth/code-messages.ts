import { OTP_VALIDITY_S } from "@saheli/core/auth";
import type { Language } from "@saheli/core/i18n/languages";
import { SignInCodeWords as W } from "@saheli/core/i18n/notices/account";
import type { Email, Sms } from "../../platform/messaging.js";

const minutes = OTP_VALIDITY_S / 60;

/** In the language of the browser that asked for the code (she may not have a profile yet). */
export function signInCodeEmail(to: string, code: string, language: Language = "en"): Email {
  const p = { code, minutes };
  const text = [
    `${W.intro[language]()} ${code}`,
    "",
    W.once[language](p),
    W.ignore[language](),
    "",
    W.tagline[language](),
  ].join("\n");
  const html = `<p style="font-family:sans-serif;font-size:16px">${W.intro[language]()}</p>
<p style="font-family:monospace;font-size:32px;letter-spacing:6px;font-weight:bold">${code}</p>
<p style="font-family:sans-serif;color:#555">${W.once[language](p)}
${W.ignoreShort[language]()}</p>`;
  return { to, subject: W.subject[language](p), text, html };
}

export function signInCodeSms(to: string, code: string, language: Language = "en"): Sms {
  return { to, text: W.sms[language]({ code, minutes }) };
}
