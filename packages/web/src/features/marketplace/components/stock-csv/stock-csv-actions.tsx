import { Download, Upload } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { STOCK_CSV_EXPORT_URL } from "@/features/marketplace/api/stock-csv";
import { useMarketplaceT } from "@/features/marketplace/i18n";
import { CsvImportDialog } from "./csv-import-dialog";

/** Bulk stock and price update: her listings as a CSV file, and her edited file read back. */
export function StockCsvActions({ currency }: { currency: string }) {
  const { t } = useMarketplaceT();
  const [importing, setImporting] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="sm" variant="outline">
        <a href={STOCK_CSV_EXPORT_URL} download>
          <Download aria-hidden /> {t("vendor.csv.export")}
        </a>
      </Button>
      <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
        <Upload aria-hidden /> {t("vendor.csv.import")}
      </Button>
      <CsvImportDialog open={importing} onOpenChange={setImporting} currency={currency} />
    </div>
  );
}
