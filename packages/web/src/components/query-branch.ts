/** The parts of a TanStack query result (plain or infinite) that decide what a screen shows. */
export type QueryOutcome<T> = { isError: boolean; error: unknown; data: T | undefined };

export type QueryBranch<T> =
  | { kind: "loading" }
  | { kind: "error"; error: unknown }
  | { kind: "empty"; data: T }
  | { kind: "data"; data: T };

/**
 * Data first: what she already sees stays when a background refetch or a next page fails (the query is then
 * `isError` but still has data); the error panel is for a query that has nothing to show.
 */
export function queryBranch<T>(query: QueryOutcome<T>, isEmpty?: (data: T) => boolean): QueryBranch<T> {
  if (query.data !== undefined) {
    return isEmpty?.(query.data) ? { kind: "empty", data: query.data } : { kind: "data", data: query.data };
  }
  if (query.isError) return { kind: "error", error: query.error };
  return { kind: "loading" };
}
