import type { GroupView } from "@saheli/core/contracts/groups";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { coworkingKeys } from "./keys";

/** The spellings a co-working group's name is searched by (`GET /api/groups?q=` matches part of a name). */
const SEARCHES = ["co-work", "cowork", "co work"];

/** The community's co-working groups: every group whose name says co-work, biggest first. */
export function useCoworkingGroups() {
  return useQuery({
    queryKey: coworkingKeys.groups,
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        SEARCHES.map((q) => api.get<{ items: GroupView[] }>("/api/groups", { query: { q }, signal })),
      );
      const byId = new Map<string, GroupView>();
      for (const group of pages.flatMap((page) => page.items)) byId.set(group.id, group);
      return [...byId.values()].sort((a, b) => b.member_count - a.member_count);
    },
  });
}
