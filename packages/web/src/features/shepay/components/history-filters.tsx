import type { HistorySide } from "@saheli/core/contracts/shepay";
import { LEDGER_KINDS, type LedgerKind } from "@saheli/core/shepay";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { historyCsvUrl } from "../api/get-history";
import type { HistoryFilters as Filters } from "../api/keys";
import { useShepayT } from "../i18n";

const ALL = "all";
const BUYER_KINDS: readonly LedgerKind[] = ["payment", "cod_collected", "refund"];

type Props = {
  filters: Filters;
  side: HistorySide;
  onChange: (next: Partial<Filters>) => void;
};

/** Kind, a date range and the CSV of exactly what is shown. */
export function HistoryFilters({ filters, side, onChange }: Props) {
  const { t } = useShepayT();
  const kinds = side === "buyer" ? BUYER_KINDS : LEDGER_KINDS;
  return (
    <div className="grid grid-cols-2 gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
      <Field id="history-kind" label={t("history.kind")} className="col-span-2 sm:col-span-1">
        <Select
          value={filters.kind ?? ALL}
          onValueChange={(value) => onChange({ kind: value === ALL ? null : (value as LedgerKind) })}
        >
          <SelectTrigger id="history-kind">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("history.everyKind")}</SelectItem>
            {kinds.map((kind) => (
              <SelectItem key={kind} value={kind}>
                {t(`history.kinds.${kind}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field id="history-from" label={t("history.from")} className="min-w-0">
        <Input
          id="history-from"
          type="date"
          className="min-w-0"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </Field>
      <Field id="history-to" label={t("history.to")} className="min-w-0">
        <Input
          id="history-to"
          type="date"
          className="min-w-0"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </Field>
      <Button asChild variant="outline" className="col-span-2 sm:col-span-1 sm:h-11">
        <a href={historyCsvUrl({ ...filters, side })} download>
          <Download aria-hidden /> {t("history.csv")}
        </a>
      </Button>
    </div>
  );
}
