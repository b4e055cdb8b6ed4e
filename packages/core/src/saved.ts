/** Saved items (doc 3 §2.1 "Saved Items", issue 23 §3): posts, listings and jobs she saved, in named collections. */

export const SAVED_KINDS = ["post", "listing", "job"] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];

export const SavedKindLabels: Record<SavedKind, string> = { post: "Posts", listing: "Listings", job: "Jobs" };

export const SavedLimits = {
  nameMax: 50,
  /** Collections per person: enough to sort anything by hand, not a store for scripts. */
  collectionsMax: 100,
  pageSize: 20,
} as const;

export const SavedMessages = {
  nameRequired: "Give the collection a name.",
  nameTooLong: `Keep the name to ${SavedLimits.nameMax} characters or fewer.`,
  nameTaken: "You already have a collection with that name.",
  tooMany: `You can have up to ${SavedLimits.collectionsMax} collections. Delete one you no longer use first.`,
  collectionNotFound: "Collection not found.",
  notSaved: "This item is no longer in your saved items.",
  unavailable: "This item is no longer available to save.",
  created: "Collection created",
  renamed: "Collection renamed",
  deleted: "Collection deleted. Its items are still in All saved.",
} as const;

/** Spaces trimmed and runs of them made one, so "Gift  ideas " and "Gift ideas" are the same name. */
export function normalizeCollectionName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

/** The problem with a collection name in words, or null when it is fine (after normalizing). */
export function collectionNameProblem(name: string): string | null {
  const clean = normalizeCollectionName(name);
  if (!clean) return SavedMessages.nameRequired;
  if ([...clean].length > SavedLimits.nameMax) return SavedMessages.nameTooLong;
  return null;
}

/** "1 item", "12 items". */
export function itemCountLabel(count: number): string {
  return `${count.toLocaleString("en-IN")} ${count === 1 ? "item" : "items"}`;
}
