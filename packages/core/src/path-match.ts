/** The pathname alone: no query or hash, no trailing slash (except the root itself). */
export function normalizePath(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  const withLeadingSlash = pathname.startsWith("/") ? pathname : `/${pathname}`;
  const trimmed = withLeadingSlash.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Segment-aware prefix test: `/community/x` is under `/community`, `/communityx` is not. */
export function isUnder(path: string, prefix: string): boolean {
  const normalized = normalizePath(path);
  return normalized === prefix || normalized.startsWith(`${prefix}/`);
}

export function isUnderAny(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => isUnder(path, prefix));
}

/** The path segments, URI-decoded where possible. */
export function pathSegments(path: string): string[] {
  return normalizePath(path)
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}
