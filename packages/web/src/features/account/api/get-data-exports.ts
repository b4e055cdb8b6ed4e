import type { DataExportList } from "@saheli/core/contracts/data-export";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { dataExportKeys } from "./keys";

/** `GET /api/me/exports`: her archives, newest first. */
export function getDataExports(signal?: AbortSignal): Promise<DataExportList> {
  return api.get<DataExportList>("/api/me/exports", { signal });
}

/** While one is being prepared the list is asked again every few seconds, so "ready" shows without a reload. */
export function useDataExports() {
  return useQuery({
    queryKey: dataExportKeys.all,
    queryFn: ({ signal }) => getDataExports(signal),
    refetchInterval: (query) =>
      query.state.data?.exports.some((archive) => archive.status === "preparing") ? 3000 : false,
    meta: SIGNED_IN_ONLY,
  });
}
