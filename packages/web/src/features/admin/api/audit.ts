import type { AuditEntry } from "@saheli/core/contracts/admin";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { adminKeys } from "./keys";

type AuditPage = { items: AuditEntry[]; next: string | null };

/** `GET /api/admin/audit`: every admin action, newest first, 50 a page. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditPage>("/api/admin/audit", { query: pageParam ? { before: pageParam } : {}, signal }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next ?? undefined,
    meta: SIGNED_IN_ONLY,
  });
}
