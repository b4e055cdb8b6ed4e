import { BASIC_PROFILE_KEYS } from "@saheli/core/profile";

export type BasicProfileOutcome = keyof typeof BASIC_PROFILE_KEYS;

/** Whether the basic-profile step was finished or skipped in this browser (doc 2 §2). */
export function basicProfileSettled(): boolean {
  try {
    return (
      window.localStorage.getItem(BASIC_PROFILE_KEYS.completed) !== null ||
      window.localStorage.getItem(BASIC_PROFILE_KEYS.skipped) !== null
    );
  } catch {
    // Storage unavailable: don't nag on every page.
    return true;
  }
}

export function settleBasicProfile(outcome: BasicProfileOutcome) {
  try {
    window.localStorage.setItem(BASIC_PROFILE_KEYS[outcome], new Date().toISOString());
  } catch {
    // Nothing to remember it in; the step may show again next time.
  }
}
