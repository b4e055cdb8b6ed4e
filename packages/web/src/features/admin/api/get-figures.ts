import type { AdminFigures } from "@saheli/core/contracts/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_IN_ONLY } from "@/lib/query-client";
import { adminKeys } from "./keys";

/** `GET /api/admin/figures?days=`: totals, trends and the daily series. */
export function getFigures(days: number, signal?: AbortSignal) {
  return api.get<AdminFigures>("/api/admin/figures", { query: { days: String(days) }, signal });
}

export function useFigures(days: number) {
  return useQuery({
    queryKey: adminKeys.figures(days),
    queryFn: ({ signal }) => getFigures(days, signal),
    placeholderData: keepPreviousData,
    meta: SIGNED_IN_ONLY,
  });
}
