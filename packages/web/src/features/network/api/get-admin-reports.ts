import type { Report, ReportList } from "@saheli/core/contracts/people";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { peopleKeys } from "./keys";

export type ReportStatus = Report["status"];

/** `GET /api/admin/reports?status=`: profile reports for the moderators (admins only). */
export function getAdminReports(status: ReportStatus, signal?: AbortSignal): Promise<Report[]> {
  return api
    .get<ReportList>("/api/admin/reports", { query: { status }, signal })
    .then((answer) => answer.items);
}

export const adminReportsQueryOptions = (status: ReportStatus) =>
  queryOptions({
    queryKey: peopleKeys.adminReports(status),
    queryFn: ({ signal }) => getAdminReports(status, signal),
  });

export function useAdminReports(status: ReportStatus, enabled = true) {
  return useQuery({ ...adminReportsQueryOptions(status), enabled });
}
