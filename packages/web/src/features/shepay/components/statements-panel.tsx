import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { statementUrl } from "../api/statement";
import { useShepayT } from "../i18n";
import { recentMonths } from "../lib/format";
import { Panel } from "./panel";

/** A month's statement as PDF or CSV, with the commission and TCS rates printed on it. */
export function StatementsPanel({ ratesLine }: { ratesLine: string }) {
  const { t } = useShepayT();
  const locale = useIntlLocale();
  const months = useMemo(() => recentMonths(new Date(), 12, locale), [locale]);
  const [month, setMonth] = useState(months[0]!.value);
  return (
    <Panel title={t("statements.title")} id="shepay-statements">
      <p className="text-muted-foreground text-sm">{t("statements.intro", { rates: ratesLine })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <div className="w-full sm:w-52">
          <Select value={month} onValueChange={setMonth}>
            <SelectTrigger aria-label={t("statements.month")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {months.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button asChild variant="outline">
          <a href={statementUrl(month, "pdf")} download>
            <Download aria-hidden /> PDF
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={statementUrl(month, "csv")} download>
            <Download aria-hidden /> CSV
          </a>
        </Button>
      </div>
    </Panel>
  );
}
