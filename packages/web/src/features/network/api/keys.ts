import type { DiscoveryList } from "@saheli/core/contracts/people";
import { sharedKeys } from "@/lib/query-keys";
import type { ReportStatus } from "./get-admin-reports";
import type { RequestDirection } from "./get-connection-requests";
import type { PeopleListKind } from "./get-people-list";
import type { PeopleSearch } from "./search-people";

const all = sharedKeys.people;

export const peopleKeys = {
  all,
  search: (search: PeopleSearch) => [...all, "search", search] as const,
  requests: (direction: RequestDirection) => [...all, "requests", direction] as const,
  blocks: sharedKeys.blocks,
  list: (personId: string, kind: PeopleListKind) => [...all, "list", personId, kind] as const,
  adminReports: (status: ReportStatus) => [...all, "admin-reports", status] as const,
  discover: (list: DiscoveryList, location?: string) => [...all, "discover", list, location ?? null] as const,
};
