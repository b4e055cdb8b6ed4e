import { useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useFigures } from "../api/get-figures";
import { AdminPage } from "../components/admin-page";
import { FigureCards } from "../components/figure-cards";
import { ListSkeleton } from "../components/list-skeleton";
import { GrowthChart, SalesChart } from "../components/trend-charts";
import { useAdminT } from "../i18n";

const RANGES = ["7", "30", "90"] as const;
type Range = (typeof RANGES)[number];

/** /admin: the platform's figures with their trends. */
export function Component() {
  const { t } = useAdminT();
  const [params, setParams] = useSearchParams();
  const asked = params.get("days");
  const days: Range = asked && (RANGES as readonly string[]).includes(asked) ? (asked as Range) : "30";
  const figures = useFigures(Number(days));
  return (
    <AdminPage
      title={t("overview.title")}
      description={t("overview.description")}
      tools={
        <div className="w-44">
          <Select value={days} onValueChange={(next) => setParams({ days: next }, { replace: true })}>
            <SelectTrigger aria-label={t("overview.period")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {RANGES.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`overview.ranges.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      }
    >
      <QueryState
        query={figures}
        errorTitle={t("overview.error")}
        loading={
          <ListSkeleton
            label={t("overview.loading")}
            rows={6}
            className="h-28 rounded-2xl"
            grid="sm:grid-cols-2 xl:grid-cols-3"
          />
        }
      >
        {(data) => (
          <div className="grid gap-4">
            <FigureCards figures={data} />
            <div className="grid gap-4 xl:grid-cols-2">
              <SalesChart series={data.series} />
              <GrowthChart series={data.series} />
            </div>
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}
