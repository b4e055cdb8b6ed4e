import type { StockCsvReport } from "@saheli/core/contracts/vendor-products";
import { StockCsvLimits, StockCsvMessages } from "@saheli/core/stock-csv";
import { FileUp } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useStockImport } from "@/features/marketplace/api/stock-csv";
import { CsvReport } from "./csv-report";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; currency: string };

/**
 * Import CSV: she picks her edited file, sees the dry run's report row by row, and only "Apply changes"
 * writes anything. A file with a problem cannot be applied; she fixes it and chooses it again.
 */
export function CsvImportDialog({ open, onOpenChange, currency }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<StockCsvReport | null>(null);
  const run = useStockImport();

  const reset = () => {
    setFile(null);
    setReport(null);
    run.reset();
    if (input.current) input.current.value = "";
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const check = (chosen: File | undefined) => {
    if (!chosen) return;
    setReport(null);
    if (chosen.size > StockCsvLimits.maxBytes) {
      setFile(null);
      return void toast.error(StockCsvMessages.tooLarge);
    }
    setFile(chosen);
    run.mutate(
      { file: chosen, dryRun: true },
      {
        onSuccess: setReport,
        onError: (error) => toast.error("We couldn't check this file", { description: error.message }),
      },
    );
  };
  const apply = () => {
    if (!file) return;
    run.mutate(
      { file, dryRun: false },
      {
        onSuccess: (result) => {
          if (!result.applied) return setReport(result);
          toast.success(result.message);
          close(false);
        },
        onError: (error) => toast.error("Nothing was changed", { description: error.message }),
      },
    );
  };
  const ready = report !== null && report.summary.problems === 0 && report.summary.changed > 0;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import CSV</DialogTitle>
          <DialogDescription>
            Change price, sale_price or quantity in your exported file and save it as CSV (up to 1 MB). You'll
            see every change before anything is saved.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <label htmlFor={inputId} className="font-medium text-sm">
            CSV file
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-secondary file:px-3 file:py-2 file:font-medium file:text-secondary-foreground"
            onChange={(event) => check(event.target.files?.[0])}
          />
        </div>
        {run.isPending && !report && (
          <p role="status" className="text-muted-foreground text-sm">
            Checking your file…
          </p>
        )}
        {report && <CsvReport report={report} currency={currency} />}
        {report && report.summary.problems > 0 && (
          <p className="text-sm">
            Fix the rows above in your file, save it, and choose it again. Nothing was changed.
          </p>
        )}
        <DialogFooter>
          <Button variant="ghost" onClick={() => close(false)}>
            Cancel
          </Button>
          {report && report.summary.problems > 0 ? (
            <Button variant="outline" onClick={() => input.current?.click()}>
              <FileUp aria-hidden /> Choose the fixed file
            </Button>
          ) : (
            <Button disabled={!ready} loading={run.isPending && report !== null} onClick={apply}>
              {report && report.summary.changed > 0
                ? `Apply ${report.summary.changed} ${report.summary.changed === 1 ? "change" : "changes"}`
                : "Apply changes"}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
