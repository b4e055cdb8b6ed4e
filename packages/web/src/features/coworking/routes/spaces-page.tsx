import { normalizeCity } from "@saheli/core/coworking";
import { Building2, CalendarDays, UsersRound } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { fieldClasses } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useCities } from "../api/get-cities";
import { useSpaces } from "../api/get-spaces";
import { SpaceCard } from "../components/space-card";
import { useCoworkingT } from "../i18n";

/** /co-work/spaces: co-working spaces run by women, found by city; a card opens the service to book a pass. */
export function Component() {
  const { t } = useCoworkingT();
  const [params, setParams] = useSearchParams();
  const city = normalizeCity(params.get("city") ?? "");
  const cities = useCities();
  const spaces = useSpaces(city);
  const choose = (next: string) => setParams(next ? { city: next } : {}, { replace: true });
  const known = cities.data?.items ?? [];
  const listed = known.some((c) => c.city.toLowerCase() === city.toLowerCase());

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <title>{city ? t("spaces.titleIn", { city }) : t("spaces.title")}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-display font-semibold text-2xl">{t("spaces.heading")}</h1>
          <p className="text-muted-foreground text-sm">{t("spaces.intro")}</p>
        </div>
        <nav aria-label={t("spaces.nav")} className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <Link to="/co-work/bookings">
              <CalendarDays aria-hidden /> {t("spaces.bookings")}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/co-work/community">
              <UsersRound aria-hidden /> {t("spaces.community")}
            </Link>
          </Button>
        </nav>
      </div>
      <div className="grid max-w-xs gap-1.5">
        <label htmlFor="cowork-city" className="font-medium text-sm">
          {t("spaces.city")}
        </label>
        <select
          id="cowork-city"
          className={cn(fieldClasses, "h-11")}
          value={listed ? known.find((c) => c.city.toLowerCase() === city.toLowerCase())?.city : city}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">{t("spaces.allCities")}</option>
          {city && !listed && <option value={city}>{city}</option>}
          {known.map((c) => (
            <option key={c.city} value={c.city}>
              {`${c.city} (${c.count})`}
            </option>
          ))}
        </select>
      </div>
      <QueryState
        query={spaces}
        loading={<GridSkeleton />}
        errorTitle={t("spaces.error")}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={{
          icon: Building2,
          title: city ? t("spaces.emptyIn", { city }) : t("spaces.empty"),
          description: t("spaces.emptyHint"),
          action: (
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to="/vendor/dashboard">{t("spaces.listYours")}</Link>
              </Button>
              {city && (
                <Button variant="outline" onClick={() => choose("")}>
                  {t("spaces.seeAllCities")}
                </Button>
              )}
            </div>
          ),
        }}
      >
        {(data) => (
          <div className="grid gap-6">
            <ul
              aria-label={city ? t("spaces.listIn", { city }) : t("spaces.list")}
              className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4"
            >
              {data.pages.flatMap((page, p) =>
                page.items.map((space, i) => (
                  <SpaceCard key={space.id} space={space} eager={p === 0 && i < 4} />
                )),
              )}
            </ul>
            {spaces.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                loading={spaces.isFetchingNextPage}
                onClick={() => void spaces.fetchNextPage()}
              >
                {t("spaces.more")}
              </Button>
            )}
            <p className="text-center text-muted-foreground text-sm">
              {t("spaces.runOne")}{" "}
              <Link to="/vendor/dashboard" className="text-primary underline-offset-4 hover:underline">
                {t("spaces.listFromDashboard")}
              </Link>
            </p>
          </div>
        )}
      </QueryState>
    </div>
  );
}

function GridSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-hidden>
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="aspect-square rounded-2xl" />
      ))}
    </div>
  );
}
