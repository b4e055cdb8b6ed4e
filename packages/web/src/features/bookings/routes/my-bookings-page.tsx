import { BUYER_BOOKING_VIEWS, type BuyerBookingView } from "@saheli/core/contracts/bookings";
import { CalendarDays } from "lucide-react";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useSession } from "@/lib/session/use-session";
import { useMyBookings } from "../api/get-my-bookings";
import { BookingCard } from "../components/booking-card";
import { useBookingsT } from "../i18n";
import { useBookingsLive } from "../lib/use-bookings-live";
import { ownZone } from "../lib/zones";

const isView = (value: string | null): value is BuyerBookingView =>
  (BUYER_BOOKING_VIEWS as readonly (string | null)[]).includes(value);

/** /co-work/bookings: "Your bookings", every service she booked, upcoming soonest first, then the past. */
export function Component() {
  const { t } = useBookingsT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("buyer.mine.signIn")} />;
  return <MyBookings />;
}

function MyBookings() {
  const { t } = useBookingsT();
  const [params] = useSearchParams();
  const raw = params.get("when");
  const when: BuyerBookingView = isView(raw) ? raw : "upcoming";
  const bookings = useMyBookings(when);
  const zone = useMemo(ownZone, []);
  useBookingsLive();
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <title>{t("buyer.mine.title")}</title>
      <div className="grid gap-1">
        <h1 className="font-display font-semibold text-2xl">{t("buyer.mine.heading")}</h1>
        <p className="text-muted-foreground text-sm">{t("buyer.mine.intro")}</p>
      </div>
      <nav aria-label={t("buyer.mine.which")}>
        <ul className="inline-flex gap-1 rounded-full bg-muted p-1">
          {BUYER_BOOKING_VIEWS.map((view) => (
            <li key={view}>
              <Link
                to={view === "upcoming" ? "?" : `?when=${view}`}
                aria-current={view === when ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full px-4 font-medium text-sm transition-colors",
                  view === when
                    ? "bg-card text-primary shadow-card"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                {t(`buyer.mine.views.${view}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState
        query={bookings}
        loading={<ListSkeleton />}
        errorTitle={t("buyer.mine.error")}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={{
          icon: CalendarDays,
          title: when === "upcoming" ? t("buyer.mine.emptyUpcoming") : t("buyer.mine.emptyPast"),
          description:
            when === "upcoming" ? t("buyer.mine.emptyUpcomingHint") : t("buyer.mine.emptyPastHint"),
          action: (
            <Button asChild>
              <Link to="/commerce">{t("buyer.mine.findServices")}</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <div className="grid gap-4">
            <ul aria-label={t(`buyer.mine.views.${when}`)} className="grid gap-3">
              {data.pages.flatMap((page) =>
                page.items.map((booking) => <BookingCard key={booking.id} booking={booking} zone={zone} />),
              )}
            </ul>
            {bookings.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                loading={bookings.isFetchingNextPage}
                onClick={() => void bookings.fetchNextPage()}
              >
                {t("buyer.mine.loadMore")}
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}

function ListSkeleton() {
  const { t } = useBookingsT();
  return (
    <div className="grid gap-3" aria-busy="true">
      <p role="status" className="sr-only">
        {t("buyer.mine.loading")}
      </p>
      {[1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-32 rounded-2xl" />
      ))}
    </div>
  );
}
