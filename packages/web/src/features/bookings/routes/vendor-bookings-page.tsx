import { localDay } from "@saheli/core/bookings";
import type { Booking, VendorBookingView } from "@saheli/core/contracts/bookings";
import { CalendarDays, Store } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { CountBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useSession } from "@/lib/session/use-session";
import { useShopBookings } from "../api/get-shop-bookings";
import { VendorBookingRow } from "../components/vendor-booking-row";
import { useBookingsT } from "../i18n";
import { longDate } from "../lib/format";
import { useBookingsLive } from "../lib/use-bookings-live";

const VIEWS: VendorBookingView[] = ["upcoming", "requests", "past"];

/** /vendor/bookings: her shop's bookings by day, the requests she must answer, and the past. */
export function Component() {
  const { t } = useBookingsT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("shop.list.signIn")} />;
  if (!session.profile.has_shop)
    return (
      <EmptyState
        icon={Store}
        headingLevel="h1"
        title={t("shop.list.noShop")}
        description={t("shop.list.noShopHint")}
        action={
          <Button asChild>
            <Link to="/create-shop">{t("shop.list.createShop")}</Link>
          </Button>
        }
        className="py-16"
      />
    );
  return <ShopBookings />;
}

/** Bookings by the day they fall on in the shop's zone, in the order the list gave them. */
function byDay(items: Booking[]): [string, Booking[]][] {
  const days = new Map<string, Booking[]>();
  for (const booking of items) {
    const day = localDay(Date.parse(booking.slot_start), booking.vendor_timezone);
    days.set(day, [...(days.get(day) ?? []), booking]);
  }
  return [...days];
}

function ShopBookings() {
  const { t } = useBookingsT();
  const locale = useIntlLocale();
  const [params] = useSearchParams();
  const raw = params.get("when");
  const when = VIEWS.find((v) => v === raw) ?? "upcoming";
  const bookings = useShopBookings(when);
  useBookingsLive();
  const requests = bookings.data?.pages[0]?.requests ?? 0;
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <title>{t("shop.list.title")}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-display font-semibold text-2xl">{t("shop.list.heading")}</h1>
          <p className="text-muted-foreground text-sm">{t("shop.list.intro")}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/vendor/products">{t("shop.list.services")}</Link>
        </Button>
      </div>
      <nav aria-label={t("shop.list.which")}>
        <ul className="inline-flex max-w-full gap-1 overflow-x-auto rounded-full bg-muted p-1 [scrollbar-width:none]">
          {VIEWS.map((view) => (
            <li key={view}>
              <Link
                to={view === "upcoming" ? "?" : `?when=${view}`}
                aria-current={view === when ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center whitespace-nowrap rounded-full px-4 font-medium text-sm transition-colors",
                  view === when
                    ? "bg-card text-primary shadow-card"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                {t(`shop.list.views.${view}`)}
                {view === "requests" && requests > 0 && (
                  <>
                    <CountBadge count={requests} className="ml-1.5 ring-0" aria-hidden />
                    <span className="sr-only">, {t("shop.list.waiting", { number: requests })}</span>
                  </>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState
        query={bookings}
        loading={<ListSkeleton />}
        errorTitle={t("shop.list.error")}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={{
          icon: CalendarDays,
          title: t(`shop.list.empty.${when}.title`),
          description: t(`shop.list.empty.${when}.description`),
        }}
      >
        {(data) => (
          <div className="grid gap-5">
            {byDay(data.pages.flatMap((page) => page.items)).map(([day, items]) => (
              <section
                key={day}
                aria-labelledby={`day-${day}`}
                className="rounded-2xl bg-card px-4 py-2 shadow-card ring-1 ring-border sm:px-5"
              >
                <h2 id={`day-${day}`} className="border-border border-b py-2 font-display font-semibold">
                  {longDate(items[0]!.slot_start, items[0]!.vendor_timezone, locale)}
                </h2>
                <ul>
                  {items.map((booking) => (
                    <VendorBookingRow key={booking.id} booking={booking} />
                  ))}
                </ul>
              </section>
            ))}
            {bookings.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                loading={bookings.isFetchingNextPage}
                onClick={() => void bookings.fetchNextPage()}
              >
                {t("shop.list.loadMore")}
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-40 rounded-2xl" />
    </div>
  );
}
