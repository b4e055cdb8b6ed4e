/**
 * Shop slug (doc 3 §2.9): lowercased; anything but letters, digits, spaces and hyphens removed; spaces
 * become hyphens; repeated hyphens collapse; hyphens trimmed from the ends. Letters include Indian
 * scripts (with their vowel signs) so a name written in Hindi still gets a readable slug.
 */
export function shopSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const WHOLE_UUID = new RegExp(`^${UUID}$`, "i");
const TRAILING_UUID = new RegExp(`-(${UUID})$`, "i");

/** The id inside a `/shop/{slug or id}` style value: the whole value, or a uuid ending `{slug}-{uuid}`. */
export function idFromSlug(value: string): string | null {
  const trimmed = value.trim();
  if (WHOLE_UUID.test(trimmed)) return trimmed.toLowerCase();
  const trailing = TRAILING_UUID.exec(trimmed)?.[1];
  return trailing ? trailing.toLowerCase() : null;
}
