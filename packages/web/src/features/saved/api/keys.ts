import type { SavedKind } from "@saheli/core/saved";

const all = ["saved"] as const;
const lists = [...all, "list"] as const;

/** `collection`: "all", "none" or a collection's id; `kind` "" for every kind. */
export type SavedFilter = { collection: string; kind: SavedKind | "" };

export const savedKeys = {
  all,
  lists,
  list: ({ collection, kind }: SavedFilter) => [...lists, collection, kind] as const,
  collections: [...all, "collections"] as const,
};
