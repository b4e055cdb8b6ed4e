import type { AdminPersonDetail, adminPeoplePageSchema } from "@saheli/core/contracts/admin";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { adminKeys } from "./keys";

type PeoplePage = z.infer<typeof adminPeoplePageSchema>;
export type PeopleFilter = "" | "active" | "suspended";

/** `GET /api/admin/people`: search by name, username, e-mail or phone. */
export function usePeople(q: string, status: PeopleFilter, page: number) {
  return useQuery({
    queryKey: adminKeys.peopleSearch(q, status, page),
    queryFn: ({ signal }) =>
      api.get<PeoplePage>("/api/admin/people", {
        query: { ...(q ? { q } : {}), ...(status ? { status } : {}), page: String(page) },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: SIGNED_IN_ONLY,
  });
}

/** `GET /api/admin/people/{id}`: her account, suspension and history. */
export function usePerson(id: string) {
  return useQuery({
    queryKey: adminKeys.person(id),
    queryFn: ({ signal }) =>
      api.get<AdminPersonDetail>(`/api/admin/people/${encodeURIComponent(id)}`, { signal }),
    meta: SIGNED_IN_ONLY,
  });
}

type PersonAction =
  | { kind: "suspend" | "reinstate"; reason: string }
  | { kind: "role"; role: string; reason: string };

/** Suspend, reinstate or change her role; the person, the lists and the audit log refresh. */
export function usePersonAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PersonAction) => {
      const path = `/api/admin/people/${encodeURIComponent(id)}`;
      if (action.kind === "role")
        return api.patch(`${path}/role`, { role: action.role, reason: action.reason });
      return api.post(`${path}/${action.kind}`, { reason: action.reason });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.people });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
