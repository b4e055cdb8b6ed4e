/**
 * Usernames (doc 2 §2: `/profile/{username or id}`; issue 17's review). A handle is public, so it never comes
 * from her e-mail address or phone number: a new person's handle is made from her full name when she gave one
 * (OAuth does), else it is neutral (`saheli_` and random letters and digits). She may choose another once every
 * 30 days; her old handle keeps leading to her profile for 90 days and is then free for others.
 */

export const UsernameLimits = {
  min: 3,
  /** The feed's mentions read at most 30 characters (feed.ts, `@word`). */
  max: 30,
  /** She may choose a new username once in this many days. */
  changeEveryDays: 30,
  /** An old username leads to her profile (and nobody else may take it) for this many days. */
  redirectDays: 90,
  /** Random letters and digits after `saheli_` in a neutral handle. */
  neutralLength: 6,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Lower-case letters, digits and single underscores, starting with a letter and not ending with an
 * underscore: safe in a URL path and read whole by the feed's `@mention` pattern (which stops at a hyphen).
 */
const USERNAME = /^[a-z](?:[a-z0-9]|_(?=[a-z0-9]))*$/;
const NEUTRAL = new RegExp(`^saheli_[a-z0-9]{${UsernameLimits.neutralLength}}$`);

/** Paths, roles and words that would pass for the platform itself. */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  "admin",
  "administrator",
  "api",
  "auth",
  "cart",
  "chat",
  "community",
  "deleted",
  "edit",
  "help",
  "login",
  "logout",
  "me",
  "moderator",
  "new",
  "null",
  "official",
  "profile",
  "register",
  "root",
  "saheli",
  "security",
  "settings",
  "shop",
  "shops",
  "staff",
  "support",
  "system",
  "team",
  "undefined",
  "vendor",
  "wishlist",
]);

export const UsernameMessages = {
  length: `Username must be between ${UsernameLimits.min} and ${UsernameLimits.max} characters`,
  characters:
    "Username can use lowercase letters, numbers and single underscores, and must start with a letter",
  reserved: "This username is reserved. Please choose another.",
  taken: "This username is already taken",
  hint: `${UsernameLimits.min} to ${UsernameLimits.max} lowercase letters, numbers or underscores. You can change it once every ${UsernameLimits.changeEveryDays} days.`,
  tooSoon: (next: Date) =>
    `You can change your username once every ${UsernameLimits.changeEveryDays} days. You can change it again on ${dayLabel(next)}.`,
} as const;

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** '25 December 2026' (UTC), the same on the server and in the app. */
function dayLabel(date: Date): string {
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Usernames compare without case; the stored form is lower case. */
export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

/** What is wrong with a username she typed (already normalised), or null. */
export function usernameError(value: string): string | null {
  const name = normalizeUsername(value);
  if (name.length < UsernameLimits.min || name.length > UsernameLimits.max) return UsernameMessages.length;
  if (!USERNAME.test(name)) return UsernameMessages.characters;
  if (RESERVED_USERNAMES.has(name) || name.startsWith("saheli")) {
    // `saheli_…` is the neutral form the platform hands out; a person may keep the one she was given.
    if (!NEUTRAL.test(name)) return UsernameMessages.reserved;
  }
  return null;
}

export function isValidUsername(value: string): boolean {
  return usernameError(value) === null;
}

/** A random whole number in [0, max); the server passes `crypto.randomInt`. */
export type RandomInt = (max: number) => number;

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

function randomChars(length: number, random: RandomInt): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[random(ALPHABET.length)];
  return out;
}

/** `saheli_k3v9qa`: says nothing about her. */
export function neutralUsername(random: RandomInt): string {
  return `saheli_${randomChars(UsernameLimits.neutralLength, random)}`;
}

/**
 * 'Priya Sharma' → `priya_sharma`; accents dropped ('Anjali Dé' → `anjali_de`). Null when the name has no
 * Latin letters to build a valid handle from (a name written only in Devanagari, say), or is reserved.
 */
export function usernameFromName(fullName: string | null | undefined): string | null {
  if (!fullName) return null;
  const words = fullName
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let name = "";
  for (const word of words) {
    const next = name ? `${name}_${word}` : word;
    if (next.length > UsernameLimits.max - 5) break; // room for a `_1234` suffix
    name = next;
  }
  name = name.replace(/^[0-9_]+/, "");
  return isValidUsername(name) && !name.startsWith("saheli") ? name : null;
}

/**
 * The handles to try for a new person, best first: her name, her name with a random number, then neutral
 * ones. None depends on her e-mail address or phone number.
 */
export function usernameCandidates(fullName: string | null | undefined, random: RandomInt): string[] {
  const fromName = usernameFromName(fullName);
  const candidates: string[] = [];
  if (fromName) {
    candidates.push(fromName);
    for (let i = 0; i < 3; i++) candidates.push(`${fromName}_${100 + random(9900)}`);
  }
  for (let i = 0; i < 4; i++) candidates.push(neutralUsername(random));
  return candidates;
}

/**
 * The handle the first sign-in code gave before issue 17: the address's local part, lower case, letters and
 * digits only, at most 20 characters (`member` before anything shorter than 3), and on a clash that plus a
 * random number. `priya.sharma1987@…` → `priyasharma1987` or `priyasharma198712345`.
 */
export function legacyUsernameBase(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at <= 0) return null;
  const base = email
    .slice(0, at)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "")
    .slice(0, 20);
  return base.length >= 3 ? base : `member${base}`;
}

/**
 * Whether a username was made from her e-mail address: it equals the local part's slug, or that slug followed
 * by a number. A name such as `lakshmi_iyer` beside `lakshmi_iyer@…` was chosen, not derived (the old rule
 * dropped underscores), and a short local part's `member…` handle reveals nothing worth hiding but the slug.
 */
export function isEmailDerivedUsername(username: string, email: string | null | undefined): boolean {
  if (!email) return false;
  const base = legacyUsernameBase(email);
  if (!base) return false;
  const name = username.toLowerCase();
  if (!name.startsWith(base)) return false;
  return /^[0-9]*$/.test(name.slice(base.length));
}

/** When she may next choose a username, given her last change; null when she may now. */
export function nextUsernameChangeAt(lastChangedAt: Date | null | undefined, now: Date): Date | null {
  if (!lastChangedAt) return null;
  const next = new Date(lastChangedAt.getTime() + UsernameLimits.changeEveryDays * DAY_MS);
  return next > now ? next : null;
}

/** Changes since this instant still redirect and keep the old name hers. */
export function redirectSince(now: Date): Date {
  return new Date(now.getTime() - UsernameLimits.redirectDays * DAY_MS);
}
