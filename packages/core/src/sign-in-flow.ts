/** How the sign-in modal talks about time and people (doc 2 §4 "One-time code flow", §8 "Sign-in codes"). */

export const SignInFlowMessages = {
  networkError: "Network connection issue. Please check your internet connection.",
  welcomeNew: "Welcome to Saheli",
} as const;

/** Whole seconds left until `deadlineMs`, never below zero. */
export function secondsUntil(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** A countdown as `m:ss` (`9:05`, `0:42`). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The first word of a full name, or null when there is no name yet. */
export function firstName(fullName: string | null | undefined): string | null {
  return fullName?.trim().split(/\s+/)[0] || null;
}

/** The toast after signing in: a new member is welcomed to Saheli, a returning one back by her first name. */
export function welcomeMessage(fullName: string | null | undefined, isNewUser: boolean): string {
  const name = firstName(fullName);
  return isNewUser || !name ? SignInFlowMessages.welcomeNew : `Welcome back, ${name}`;
}
