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
import { useMarketplaceT } from "@/features/marketplace/i18n";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { CsvReport } from "./csv-report";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; currency: string };

/**
 * Import CSV: she picks her edited file, sees the dry run's report row by row, and only "Apply changes"
 * writes anything. A file with a problem cannot be applied; she fixes it and chooses it again.
 */
export function CsvImportDialog({ open, onOpenChange, currency }: Props) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
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
      return void toast.error(messageIn(StockCsvMessages.tooLarge));
    }
    setFile(chosen);
    run.mutate(
      { file: chosen, dryRun: true },
      {
        onSuccess: setReport,
        onError: (error) => toast.error(t("vendor.csv.checkFailed"), { description: error.message }),
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
        onError: (error) => toast.error(t("vendor.csv.nothingChanged"), { description: error.message }),
      },
    );
  };
  const ready = report !== null && report.summary.problems === 0 && report.summary.changed > 0;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("vendor.csv.import")}</DialogTitle>
          <DialogDescription>{t("vendor.csv.description")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <label htmlFor={inputId} className="font-medium text-sm">
            {t("vendor.csv.file")}
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
            {t("vendor.csv.checking")}
          </p>
        )}
        {report && <CsvReport report={report} currency={currency} />}
        {report && report.summary.problems > 0 && <p className="text-sm">{t("vendor.csv.fixRows")}</p>}
        <DialogFooter>
          <Button variant="ghost" onClick={() => close(false)}>
            {t("vendor.csv.cancel")}
          </Button>
          {report && report.summary.problems > 0 ? (
            <Button variant="outline" onClick={() => input.current?.click()}>
              <FileUp aria-hidden /> {t("vendor.csv.chooseFixed")}
            </Button>
          ) : (
            <Button disabled={!ready} loading={run.isPending && report !== null} onClick={apply}>
              {report && report.summary.changed > 0
                ? t("vendor.csv.applyCount", { count: report.summary.changed })
                : t("vendor.csv.apply")}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
