/** Sign-in rules and figures (doc 2 §5, §8, §9; ARCHITECTURE.md "Security baseline"). */

export const OTP_LENGTH = 6;
export const OTP_RESEND_COOLDOWN_S = 30;
export const OTP_VALIDITY_S = 600;
export const OTP_MAX_TRIES_PER_CODE = 5;
export const OTP_MAX_FAILURES_PER_HOUR = 100;
/** Session cookies and the refresh token live 7 days; the access token is short-lived. */
export const SESSION_TTL_S = 7 * 24 * 60 * 60;
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const ACCOUNT_RECOVERY_HOURS = 48;

export type OtpChannel = "email" | "sms";
export const OAUTH_PROVIDERS = ["google", "facebook", "github"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const AuthMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Enter valid email",
  emailInvalidStore: "Valid email address is required",
  phoneInvalid: "Enter valid phone number with country code",
  phoneInvalidStore: "Valid phone number is required",
  codeShort: "Enter 6-digit code",
  codeInvalid: "Invalid code",
  noOtpSession: "No OTP session found. Please request a new code.",
  codeExpired: "Your verification code has expired. Please request a new one.",
  tooManyTries: "Too many wrong codes. Please request a new code.",
  tooManyFailures: "Too many failed attempts. Please try again in an hour.",
  smsNotConfigured: "SMS not configured. Please use email instead.",
  invalidProvider: "Invalid OAuth provider specified",
  providerNotConfigured: "Sign-in with this provider is not set up on this server.",
  sessionExpired: "Your session has expired. Please refresh the page and log in again.",
  notAuthenticated: "No authenticated user",
  crossSite: "This request came from another site and was refused.",
  accountDeleted: "This account is scheduled for deletion. Sign in to cancel it within 48 hours.",
  logoutContinues: "Logout had an error but will continue: ",
} as const;

/** Doc 3 §5 and doc 2 §2: the e-mail input completes its domain from this list. */
export const EMAIL_DOMAINS = [
  "gmail.com",
  "yahoo.com",
  "hotmail.com",
  "outlook.com",
  "aol.com",
  "icloud.com",
  "protonmail.com",
  "live.com",
  "msn.com",
  "rediffmail.com",
  "ymail.com",
  "zoho.com",
] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+[1-9]\d{6,14}$/;
const CODE = /^\d{6}$/;

/** The message for a bad e-mail, or null when it is fine. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === "") return AuthMessages.emailRequired;
  if (email.length > 254 || !EMAIL.test(email)) return AuthMessages.emailInvalid;
  return null;
}

/** Plus sign, a non-zero digit, then 6 to 14 digits; the store also wants at least 10 characters. */
export function phoneError(value: string): string | null {
  const phone = compactPhone(value);
  if (!PHONE.test(phone)) return AuthMessages.phoneInvalid;
  if (phone.length < 10) return AuthMessages.phoneInvalidStore;
  return null;
}

export function codeError(value: string): string | null {
  const code = value.trim();
  if (code.length < OTP_LENGTH) return AuthMessages.codeShort;
  return CODE.test(code) ? null : AuthMessages.codeInvalid;
}

/** People type spaces and dashes in phone numbers; the number itself is what counts. */
export function compactPhone(value: string): string {
  return value.trim().replace(/[\s().-]/g, "");
}

export function identifierError(channel: OtpChannel, value: string): string | null {
  return channel === "email" ? emailError(value) : phoneError(value);
}

/** One spelling per address, so codes, limits and accounts all key on the same string. */
export function normalizeIdentifier(channel: OtpChannel, value: string): string {
  return channel === "email" ? value.trim().toLowerCase() : compactPhone(value);
}

/** Domain completions for what is typed after the `@` (at most 5). */
export function emailDomainSuggestions(value: string): string[] {
  const at = value.indexOf("@");
  if (at < 1 || value.indexOf("@", at + 1) !== -1) return [];
  const local = value.slice(0, at);
  const typed = value.slice(at + 1).toLowerCase();
  return EMAIL_DOMAINS.filter((domain) => domain.startsWith(typed) && domain !== typed)
    .slice(0, 5)
    .map((domain) => `${local}@${domain}`);
}

/** Shows where a code went without printing the whole address: `pr•••@gmail.com`, `+91•••••3210`. */
export function maskIdentifier(channel: OtpChannel, value: string): string {
  if (channel === "sms") return value.length > 6 ? `${value.slice(0, 3)}•••••${value.slice(-4)}` : value;
  const [local = "", domain = ""] = value.split("@");
  return `${local.slice(0, 2)}•••@${domain}`;
}

/** `redirectTo` is honoured only for a path on this site: never `//host`, a scheme or a backslash trick. */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  // Control characters (a smuggled newline or tab) make a path mean something else to a browser.
  for (const char of value) if (char.charCodeAt(0) < 32) return fallback;
  return value;
}

export type AuthRole = "admin" | "vendor" | "user";
export type Permission = "read" | "write" | "admin";

/** Doc 2 §6: the permission table of the auth layer. */
export const ROLE_PERMISSIONS: Record<AuthRole, readonly Permission[]> = {
  admin: ["read", "write", "admin"],
  vendor: ["read", "write"],
  user: ["read"],
};

/** Profile role codes (U, V, A, C) to auth roles; anything else has no permissions. */
export function authRoleForProfile(roleCode: string | null | undefined): AuthRole | null {
  if (roleCode === "A") return "admin";
  if (roleCode === "V") return "vendor";
  if (roleCode === "U" || roleCode === "C") return "user";
  return null;
}

export function permissionsFor(roleCode: string | null | undefined): readonly Permission[] {
  const role = authRoleForProfile(roleCode);
  return role ? ROLE_PERMISSIONS[role] : [];
}

/** Doc 3 §5: a session is usable only with more than 5 minutes left. */
export function sessionIsUsable(expiresAtSeconds: number, nowMs: number): boolean {
  return expiresAtSeconds * 1000 - nowMs > 5 * 60 * 1000;
}

/** Seconds left before a new code may be sent, given when the last one was sent. */
export function resendWaitSeconds(lastSentAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil(OTP_RESEND_COOLDOWN_S - (nowMs - lastSentAtMs) / 1000));
}
