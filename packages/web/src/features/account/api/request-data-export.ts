import type { DataExportList, DataExportRequested } from "@saheli/core/contracts/data-export";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dataExportKeys } from "./keys";

/** `POST /api/me/export` → 202: the archive is being prepared by a job. */
export function requestDataExport(): Promise<DataExportRequested> {
  return api.post<DataExportRequested>("/api/me/export", {});
}

/** The new archive shows at once as preparing; the list then polls until it is ready. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: ({ export: archive }) => {
      queryClient.setQueryData<DataExportList>(dataExportKeys.all, (data) => ({
        exports: [archive, ...(data?.exports ?? []).filter((item) => item.id !== archive.id)],
      }));
      return queryClient.invalidateQueries({ queryKey: dataExportKeys.all });
    },
  });
}
