import { SAVED_KINDS, type SavedKind } from "@saheli/core/saved";

/** `?kind=`: one kind of saved thing, or "" for every kind. */
export function parseKind(value: string | null): SavedKind | "" {
  return (SAVED_KINDS as readonly string[]).includes(value ?? "") ? (value as SavedKind) : "";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which saved things a page lists: a collection's id (from `/saved/collections/{id}`), the unsorted ones
 * (`/saved?collection=none`) or all of them. Anything else is all of them.
 */
export function parseCollection(routeId: string | undefined, param: string | null): string {
  if (routeId !== undefined) return UUID.test(routeId) ? routeId.toLowerCase() : "invalid";
  return param === "none" ? "none" : "all";
}

/** Where each collection's list lives. */
export function collectionHref(collection: string, kind: SavedKind | ""): string {
  const base =
    collection === "all"
      ? "/saved"
      : collection === "none"
        ? "/saved?collection=none"
        : `/saved/collections/${collection}`;
  if (!kind) return base;
  return `${base}${base.includes("?") ? "&" : "?"}kind=${kind}`;
}
