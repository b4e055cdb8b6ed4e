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

export type WelcomeProfile = {
  full_name: string | null;
  is_verified: boolean;
  follower_count: number;
  following_count: number;
  connections_count: number;
};

/**
 * The toast after signing in. The API does not say whether the account was just created (its name is
 * then made from the e-mail address), so a member is welcomed back by name only when she has clearly been
 * here before: verified, or with people around her. Anyone else is welcomed to Saheli.
 */
export function welcomeMessage(profile: WelcomeProfile | null | undefined): string {
  const name = firstName(profile?.full_name);
  if (!profile || !name) return SignInFlowMessages.welcomeNew;
  const people = profile.follower_count + profile.following_count + profile.connections_count;
  return profile.is_verified || people > 0 ? `Welcome back, ${name}` : SignInFlowMessages.welcomeNew;
}
