import type { ProfileDetails, ProfileUpdate } from "@saheli/core/contracts/profiles";

/** The profile's text fields the Edit Profile dialog changes (photos upload on their own). */
export const TEXT_FIELDS = [
  "full_name",
  "username",
  "headline",
  "occupation",
  "business_name",
  "location",
  "website",
  "bio",
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** The form's starting values: every field a string. */
export function valuesOf(profile: ProfileDetails): Record<TextField, string> {
  return Object.fromEntries(TEXT_FIELDS.map((field) => [field, profile[field] ?? ""])) as Record<
    TextField,
    string
  >;
}

/**
 * Only what changed, as the server wants it ('No fields to update' otherwise). `parsed` is the core contract's
 * output (trimmed, blanks as null); fields it does not have are left alone.
 */
export function changedFields(
  profile: ProfileDetails,
  parsed: Partial<Record<TextField, unknown>>,
): ProfileUpdate {
  const changes: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    if (!(field in parsed)) continue;
    const next = parsed[field] ?? null;
    if (next !== (profile[field] ?? null)) changes[field] = next;
  }
  return changes as ProfileUpdate;
}
