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
import { useBookingsLive } from "../lib/use-bookings-live";
import { ownZone } from "../lib/zones";

const LABELS: Record<BuyerBookingView, string> = { upcoming: "Upcoming", past: "Past and cancelled" };
const isView = (value: string | null): value is BuyerBookingView =>
  (BUYER_BOOKING_VIEWS as readonly (string | null)[]).includes(value);

/** /co-work/bookings: "Your bookings", every service she booked, upcoming soonest first, then the past. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out")
    return <SignInRequired description="Sign in to see the services and spaces you booked." />;
  return <MyBookings />;
}

function MyBookings() {
  const [params] = useSearchParams();
  const raw = params.get("when");
  const when: BuyerBookingView = isView(raw) ? raw : "upcoming";
  const bookings = useMyBookings(when);
  const zone = useMemo(ownZone, []);
  useBookingsLive();
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <title>Your bookings · Saheli</title>
      <div className="grid gap-1">
        <h1 className="font-display font-semibold text-2xl">Your bookings</h1>
        <p className="text-muted-foreground text-sm">
          Classes, consultations and spaces you booked, in your own time zone.
        </p>
      </div>
      <nav aria-label="Which bookings">
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
                {LABELS[view]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState
        query={bookings}
        loading={<ListSkeleton />}
        errorTitle="We couldn't load your bookings"
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={{
          icon: CalendarDays,
          title: when === "upcoming" ? "No upcoming bookings" : "Nothing here yet",
          description:
            when === "upcoming"
              ? "Book a class, a consultation or a space from a service's page; it shows here with its time."
              : "Bookings you had, cancelled or were declined show here.",
          action: (
            <Button asChild>
              <Link to="/commerce">Find services</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <div className="grid gap-4">
            <ul aria-label={LABELS[when]} className="grid gap-3">
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
                Load more
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
    <div className="grid gap-3" aria-busy="true">
      <p role="status" className="sr-only">
        Loading your bookings
      </p>
      {[1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-32 rounded-2xl" />
      ))}
    </div>
  );
}
