import { useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useFigures } from "../api/get-figures";
import { AdminPage } from "../components/admin-page";
import { FigureCards } from "../components/figure-cards";
import { ListSkeleton } from "../components/list-skeleton";
import { GrowthChart, SalesChart } from "../components/trend-charts";

const RANGES = { "7": "Last 7 days", "30": "Last 30 days", "90": "Last 90 days" } as const;
type Range = keyof typeof RANGES;

/** /admin: the platform's figures with their trends. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("days");
  const days: Range = asked && asked in RANGES ? (asked as Range) : "30";
  const figures = useFigures(Number(days));
  return (
    <AdminPage
      title="Overview"
      description="Members, queues, orders and shops across Saheli."
      tools={
        <div className="w-44">
          <Select value={days} onValueChange={(next) => setParams({ days: next }, { replace: true })}>
            <SelectTrigger aria-label="Period">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {Object.entries(RANGES).map(([value, label]) => (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      }
    >
      <QueryState
        query={figures}
        errorTitle="We couldn't load the figures"
        loading={
          <ListSkeleton
            label="Loading figures"
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
