/** Profile rules and figures (doc 2 §2, §5, §8, §9; doc 3 §5). */

export const ProfileLimits = {
  fullNameMin: 2,
  fullNameMax: 100,
  bioMax: 500,
  businessNameMin: 2,
  businessNameMax: 100,
  headlineMax: 160,
  occupationMax: 100,
  locationMax: 100,
  websiteMax: 300,
  /** Doc 2 §5: the avatar helper takes images under 5 MB. */
  avatarMaxBytes: 5 * 1024 * 1024,
  /** Doc 2 §9: images in general, covers included, up to 10 MB. */
  imageMaxBytes: 10 * 1024 * 1024,
  /** Decoded images larger than this many pixels are refused (decompression bombs). */
  maxInputPixels: 40_000_000,
  /** Doc 2 §5: the minimum completion score. */
  completionThreshold: 35,
  /** Rows of experience, education or skills one profile may hold (each list on its own). */
  itemsMax: 50,
  skillNameMax: 50,
} as const;

/**
 * A new account's name until she gives hers (issue 17: never made from her e-mail address). The basic-profile
 * step shows an empty field rather than this.
 */
export const PLACEHOLDER_FULL_NAME = "Saheli member";

/** Whether another experience, education or skill row fits beside the `count` she has. */
export function canAddItem(count: number): boolean {
  return count < ProfileLimits.itemsMax;
}

export const ProfileMessages = {
  tooManyItems: `You can list at most ${ProfileLimits.itemsMax} entries in each section.`,
  fullNameLength: "Full name must be between 2 and 100 characters",
  bioLength: "Bio must be 500 characters or fewer",
  businessNameLength: "Business name must be between 2 and 100 characters",
  websiteScheme: "Website URL must start with http:// or https://",
  noFields: "No fields to update",
  userMismatch: "User ID mismatch. Please log in again.",
  notAuthenticated: "Authentication error. Please log in again.",
  userIdRequired: "User ID is required",
  notFound: "Profile not found",
  notImage: "Please select an image file",
  avatarTooLarge: "Image size must be less than 5MB",
  noFile: "No file provided",
  unreadableUpload: "The upload could not be read. Please choose the file again.",
  fileTooLarge: (mb: number) => `File size exceeds ${mb}MB limit`,
  unsupportedType: (type: string, kind: string) => `File type ${type} is not supported for ${kind}`,
  imageTooLargeInPixels: "This image is too large to process. Please choose a smaller one.",
  avatarFailed: (message: string) => `Avatar upload failed: ${message}`,
} as const;

/** Doc 2 §2: the basic-profile step records its outcome in local storage under these keys. */
export const BASIC_PROFILE_KEYS = {
  completed: "basic-profile-completed",
  skipped: "basic-profile-skipped",
} as const;

/** Doc 2 §5: the fields a person may change on the basic profile. */
export const UPDATABLE_PROFILE_FIELDS = [
  "full_name",
  "avatar_url",
  "bio",
  "role",
  "business_name",
  "occupation",
  "location",
  "website",
  "headline",
] as const;

const blank = (value: string | null | undefined) => !value || value.trim() === "";

export function fullNameError(value: string): string | null {
  const length = value.trim().length;
  return length < ProfileLimits.fullNameMin || length > ProfileLimits.fullNameMax
    ? ProfileMessages.fullNameLength
    : null;
}

export function bioError(value: string): string | null {
  return value.trim().length > ProfileLimits.bioMax ? ProfileMessages.bioLength : null;
}

/** A business name is optional; when given it is 2–100 characters. */
export function businessNameError(value: string): string | null {
  const length = value.trim().length;
  if (length === 0) return null;
  return length < ProfileLimits.businessNameMin || length > ProfileLimits.businessNameMax
    ? ProfileMessages.businessNameLength
    : null;
}

export function websiteError(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (!/^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(text)) return ProfileMessages.websiteScheme;
  return null;
}

export type BasicProfileFields = {
  full_name: string | null;
  avatar_url: string | null;
  bio: string | null;
  role: string | null;
};

/** Doc 2 §5: the basic profile is complete only when name, avatar, bio and role are all filled in. */
export function isBasicProfileComplete(profile: BasicProfileFields): boolean {
  return (
    !blank(profile.full_name) && !blank(profile.avatar_url) && !blank(profile.bio) && !blank(profile.role)
  );
}

export type CompletionInput = BasicProfileFields & {
  headline: string | null;
  cover_url: string | null;
  occupation: string | null;
  location: string | null;
  website: string | null;
  business_name: string | null;
  experience_count: number;
  education_count: number;
  skills_count: number;
};

/** What each part of a profile is worth towards 100. The four basic fields alone reach the threshold. */
const COMPLETION_WEIGHTS = {
  full_name: 10,
  avatar_url: 15,
  bio: 10,
  headline: 10,
  cover_url: 5,
  occupation: 5,
  location: 5,
  website: 5,
  business_name: 5,
  experience: 10,
  education: 10,
  skills: 10,
} as const;

export type CompletionItem = keyof typeof COMPLETION_WEIGHTS;

/** The completion score (0–100) and what is still missing, heaviest first. */
export function profileCompletion(input: CompletionInput): { score: number; missing: CompletionItem[] } {
  const filled: Record<CompletionItem, boolean> = {
    full_name: !blank(input.full_name),
    avatar_url: !blank(input.avatar_url),
    bio: !blank(input.bio),
    headline: !blank(input.headline),
    cover_url: !blank(input.cover_url),
    occupation: !blank(input.occupation),
    location: !blank(input.location),
    website: !blank(input.website),
    business_name: !blank(input.business_name),
    experience: input.experience_count > 0,
    education: input.education_count > 0,
    skills: input.skills_count > 0,
  };
  const items = Object.keys(COMPLETION_WEIGHTS) as CompletionItem[];
  const score = items.reduce((sum, item) => sum + (filled[item] ? COMPLETION_WEIGHTS[item] : 0), 0);
  const missing = items
    .filter((item) => !filled[item])
    .sort((a, b) => COMPLETION_WEIGHTS[b] - COMPLETION_WEIGHTS[a]);
  return { score, missing };
}

export function meetsCompletionThreshold(score: number): boolean {
  return score >= ProfileLimits.completionThreshold;
}

/** `/profile/{username or id}`: the path segment a link to a person uses. */
export function profilePath(person: { username?: string | null; id: string }): string {
  return `/profile/${encodeURIComponent(person.username || person.id)}`;
}

export const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** 'Mar 2021 – Present', '2019 – 2021'. */
export function periodLabel(
  start: { year: number; month?: number | null },
  end?: {
    year: number | null;
    month?: number | null;
  } | null,
  current = false,
): string {
  const one = (year: number, month?: number | null) => (month ? `${MONTHS[month - 1]} ${year}` : `${year}`);
  const from = one(start.year, start.month);
  if (current) return `${from} – Present`;
  if (!end?.year) return from;
  return `${from} – ${one(end.year, end.month)}`;
}
