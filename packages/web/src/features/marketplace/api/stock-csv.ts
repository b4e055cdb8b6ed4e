import type { StockCsvReport } from "@saheli/core/contracts/vendor-products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { marketplaceKeys } from "./keys";

/** `GET /api/vendor/listings.csv`: a plain link; the browser sends her cookies and saves the attachment. */
export const STOCK_CSV_EXPORT_URL = "/api/vendor/listings.csv";

/**
 * `POST /api/vendor/listings/import`: her edited file, checked (`dryRun`) or applied. Applying refreshes her
 * listings, their details and histories.
 */
export function useStockImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append("file", file);
      return api.upload<StockCsvReport>(`/api/vendor/listings/import?dry_run=${dryRun}`, form);
    },
    onSuccess: (report) =>
      report.applied ? queryClient.invalidateQueries({ queryKey: marketplaceKeys.shops }) : undefined,
  });
}
