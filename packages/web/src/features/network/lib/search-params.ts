import { PEOPLE_SORTS, type PeopleSort } from "@saheli/core/people";
import type { PeopleSearch } from "../api/search-people";

const isSort = (value: string | null): value is PeopleSort =>
  (PEOPLE_SORTS as readonly string[]).includes(value ?? "");

/** Find People's search as the address holds it: `?q=&sort=&verified=1&business=1&location=`. */
export function searchFromParams(params: URLSearchParams): PeopleSearch {
  const sort = params.get("sort");
  return {
    q: params.get("q") ?? "",
    sort: isSort(sort) ? sort : "newest",
    verified: params.get("verified") === "1",
    hasBusiness: params.get("business") === "1",
    location: params.get("location") ?? "",
  };
}

/** Only what differs from the defaults, so a plain visit keeps a plain address. */
export function searchToParams(search: PeopleSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set("q", search.q.trim());
  if (search.sort !== "newest") params.set("sort", search.sort);
  if (search.verified) params.set("verified", "1");
  if (search.hasBusiness) params.set("business", "1");
  if (search.location.trim()) params.set("location", search.location.trim());
  return params;
}
