import type { Language } from "@saheli/core/i18n/languages";
import { VerificationWords as W } from "@saheli/core/i18n/notices/account";

/** The e-mail that tells a person how her verification was decided, in her language. */
export function outcomeEmail(
  name: string,
  approved: boolean,
  reason: string,
  publicUrl: string,
  language: Language = "en",
) {
  if (approved) {
    return {
      subject: W.approvedSubject[language](),
      text: W.approvedMail[language]({ name, url: `${publicUrl}/` }),
    };
  }
  return {
    subject: W.declinedSubject[language](),
    text: W.declinedMail[language]({ name, reason, url: `${publicUrl}/?verify=1` }),
  };
}
