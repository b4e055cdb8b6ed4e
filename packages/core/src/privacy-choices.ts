/**
 * Cookie and analytics choices (issue 22 §3, `/settings/privacy/data-usage`). Strictly necessary storage is
 * always on; analytics is off until she turns it on. A visitor's choice lives in this cookie, a signed-in
 * person's in her profile.
 */
export const CHOICES_COOKIE = "saheli_choices";

/** A year, after which she is asked nothing and the default (necessary only) applies again. */
export const CHOICES_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export type PrivacyChoices = { analytics: boolean };

export const DEFAULT_CHOICES: PrivacyChoices = { analytics: false };

/** The cookie's value: `analytics=1` or `analytics=0`; anything else reads as the default. */
export function parseChoicesCookie(value: string | undefined | null): PrivacyChoices {
  if (!value) return { ...DEFAULT_CHOICES };
  const pairs = decodeURIComponent(value).split("&");
  return { analytics: pairs.includes("analytics=1") };
}

export const serializeChoices = (choices: PrivacyChoices) => `analytics=${choices.analytics ? "1" : "0"}`;
