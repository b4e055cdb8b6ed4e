import type { StockCsvReport, StockCsvRow } from "@saheli/core/contracts/vendor-products";
import { formatMoney } from "@saheli/core/money";
import type { TFunction } from "i18next";
import { useMarketplaceT } from "@/features/marketplace/i18n";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";

type Change = StockCsvRow["changes"][number];

type T = TFunction<"marketplace">;

function shownValue(change: Change, side: "from" | "to", currency: string, t: T, locale: string) {
  const value = change[side];
  if (value === null) return t("vendor.csv.none");
  return change.field === "quantity" ? value.toLocaleString(locale) : formatMoney(value, currency);
}

/** Which listing a row names: its title when it is hers, else the id as typed. */
const nameOf = (row: StockCsvRow, t: T) =>
  row.title ?? (row.id ? t("vendor.csv.id", { id: row.id }) : t("vendor.csv.noId"));

/** The dry run's table: every row of her file with what it changes, or each of its problems in words. */
export function CsvReport({ report, currency }: { report: StockCsvReport; currency: string }) {
  const { t } = useMarketplaceT();
  const locale = useIntlLocale();
  const rows = report.rows.filter((row) => row.problems.length > 0 || row.changes.length > 0);
  const { summary } = report;
  return (
    <div className="grid gap-3">
      <p role="status" className={cn("font-medium text-sm", summary.problems > 0 && "text-destructive")}>
        {report.message}
      </p>
      <p className="text-muted-foreground text-xs">
        {t("vendor.csv.summary", {
          changed: summary.changed,
          unchanged: summary.unchanged,
          problems: summary.problems,
        })}
      </p>
      {rows.length > 0 && (
        <div className="max-h-[45dvh] overflow-auto rounded-xl ring-1 ring-border">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t("vendor.csv.caption")}</caption>
            <thead className="sticky top-0 bg-muted text-muted-foreground text-xs">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("vendor.csv.row")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("vendor.csv.listing")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("vendor.csv.changeOrProblem")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.row}
                  className={cn(
                    "border-border border-t align-top",
                    row.problems.length > 0 && "bg-destructive-soft",
                  )}
                >
                  <td className="px-3 py-2 tabular-nums">{row.row}</td>
                  <td className="max-w-40 break-words px-3 py-2">{nameOf(row, t)}</td>
                  <td className="px-3 py-2">
                    {row.problems.length > 0 ? (
                      <ul className="grid gap-0.5 text-destructive">
                        {row.problems.map((problem) => (
                          <li key={problem}>{problem}</li>
                        ))}
                      </ul>
                    ) : (
                      <ul className="grid gap-0.5">
                        {row.changes.map((change) => (
                          <li key={change.field}>
                            {t(`vendor.csv.fields.${change.field}`)}:{" "}
                            {shownValue(change, "from", currency, t, locale)} →{" "}
                            <strong>{shownValue(change, "to", currency, t, locale)}</strong>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
