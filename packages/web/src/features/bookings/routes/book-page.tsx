import { BookingMessages, type BookingPaymentMethod, formatSlotTime } from "@saheli/core/bookings";
import type { BookingResult, SlotView } from "@saheli/core/contracts/bookings";
import type { ListingDetail } from "@saheli/core/contracts/listings";
import { formatMoney } from "@saheli/core/money";
import { ArrowLeft, CalendarClock, Clock, MapPin, Video } from "lucide-react";
import { useCallback, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { isApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { useCreateBooking } from "../api/create-booking";
import { useService } from "../api/get-service";
import { PaymentChoice } from "../components/payment-choice";
import { SlotPicker } from "../components/slot-picker";
import { useBookingPayment } from "../lib/use-booking-payment";
import { useSlotWindow } from "../lib/use-slot-window";
import { ownZone, sameClock } from "../lib/zones";

/** /service/{slug}/book: pick a date, then a time, then pay (or not, at the service), for one service. */
export function Component() {
  const { slug = "" } = useParams();
  const service = useService(slug);
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <QueryState
        query={service}
        loading={<PageLoading />}
        errorTitle="We couldn't load this service"
        errorHeadingLevel="h1"
      >
        {(listing) =>
          listing.listing_type !== "service" ? (
            <EmptyState
              headingLevel="h1"
              icon={CalendarClock}
              title={BookingMessages.notAService}
              action={
                <Button asChild variant="outline">
                  <Link to={`/product/${listing.slug}`}>Back to the listing</Link>
                </Button>
              }
            />
          ) : (
            <BookService listing={listing} />
          )
        }
      </QueryState>
    </div>
  );
}

function BookService({ listing }: { listing: ListingDetail }) {
  const zone = useMemo(ownZone, []);
  const state = useSlotWindow(listing.id, zone);
  const navigate = useNavigate();
  const session = useSession();
  const { openSignIn } = useSignIn();
  const create = useCreateBooking(listing.id);
  const [chosen, setChosen] = useState<SlotView | null>(null);
  const [method, setMethod] = useState<BookingPaymentMethod | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key per attempt: a double tap or a retry after a lost answer books once.
  const attempt = useRef<string | null>(null);
  const data = state.query.data;
  const methods = data?.payment_methods ?? [];
  const payWith = method && methods.includes(method) ? method : (methods[0] ?? null);
  const price = data?.price ?? listing.sale_price ?? listing.price;
  const currency = data?.currency ?? listing.shop.shop_currency;
  const free = price <= 0;

  const toBooking = useCallback(
    (booking: BookingResult) => navigate(`/co-work/bookings/${booking.id}?new=1`),
    [navigate],
  );
  const payment = useBookingPayment(toBooking);

  const choose = (slot: SlotView) => {
    setChosen(slot);
    setRefusal(null);
    attempt.current = null;
  };

  const book = () => {
    if (session.status !== "signed-in") return openSignIn("sign-in");
    if (!chosen || !payWith) return;
    attempt.current ??= crypto.randomUUID();
    setRefusal(null);
    create.mutate(
      {
        listing_id: listing.id,
        slot_start: chosen.start,
        idempotency_key: attempt.current,
        payment_method: payWith,
        buyer_timezone: zone,
      },
      {
        onSuccess: (booking) => {
          attempt.current = null;
          if (booking.razorpay) void payment.pay(booking);
          else toBooking(booking);
        },
        onError: (error) => {
          setRefusal(errorMessage(error));
          // Refused: nothing was made, so the next try is a new attempt; a taken time is taken away.
          if (isApiError(error) && error.status < 500) {
            attempt.current = null;
            if (error.status === 409) setChosen(null);
          }
        },
      },
    );
  };

  if (listing.is_owner)
    return (
      <EmptyState
        headingLevel="h1"
        icon={CalendarClock}
        title="This is your service"
        description="Buyers book it here. Set the hours you take bookings, and see who booked."
        action={
          <>
            <Button asChild>
              <Link to={`/vendor/services/${listing.id}/availability`}>Set your hours</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/vendor/bookings">Your bookings</Link>
            </Button>
          </>
        }
      />
    );

  const busy = create.isPending || payment.busy;
  const label = free
    ? "Book for free"
    : payWith === "razorpay"
      ? `Book and pay ${formatMoney(price, currency)}`
      : "Book now";
  const canBook = Boolean(chosen && payWith) && !busy;
  const chosenText = chosen ? formatSlotTime(Date.parse(chosen.start), zone, true) : null;
  const shopText =
    chosen && data && !sameClock(zone, data.timezone)
      ? formatSlotTime(Date.parse(chosen.start), data.timezone, true)
      : null;
  const problem =
    refusal ??
    (payment.state.kind === "failed"
      ? [payment.state.message, payment.state.detail].filter(Boolean).join(" ")
      : null);

  return (
    <>
      <title>{`Book ${listing.title} · Saheli`}</title>
      <Button variant="link" asChild className="w-fit">
        <Link to={`/service/${listing.slug}`}>
          <ArrowLeft aria-hidden /> {listing.title}
        </Link>
      </Button>
      <h1 className="font-display font-semibold text-2xl lg:text-3xl">Book a time</h1>
      {data && !data.bookable ? (
        <EmptyState
          icon={CalendarClock}
          title={BookingMessages.notBookable}
          description="The shop has not set its hours yet. Please check again later, or message the shop."
          action={
            <Button asChild variant="outline">
              <Link to={`/shop/${listing.shop.slug}`}>Visit the shop</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <section
            aria-label="Choose a date and time"
            className="rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-5"
          >
            <SlotPicker state={state} zone={zone} chosen={chosen?.start ?? null} onChoose={choose} />
          </section>
          <aside
            aria-label="Your booking"
            className="grid gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-5 lg:sticky lg:top-24"
          >
            <div className="flex gap-3">
              <FallbackImage
                src={listing.images[0]?.image_url ?? null}
                alt=""
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-xl bg-muted object-cover"
              />
              <div className="grid min-w-0 gap-0.5">
                <p className="font-medium leading-snug">{listing.title}</p>
                <p className="text-muted-foreground text-sm">{listing.shop.shop_name}</p>
                <p className="font-semibold">{free ? "Free" : formatMoney(price, currency)}</p>
              </div>
            </div>
            <ul className="grid gap-1.5 text-muted-foreground text-sm">
              <li className="flex items-center gap-2">
                <Clock aria-hidden className="size-4" /> {listing.booking_duration_minutes} minutes
              </li>
              <li className="flex items-center gap-2">
                {listing.is_online ? (
                  <Video aria-hidden className="size-4" />
                ) : (
                  <MapPin aria-hidden className="size-4" />
                )}
                {listing.is_online ? "Online: the link comes with your confirmation" : "In person"}
              </li>
            </ul>
            <div className="grid gap-1 rounded-xl bg-muted/60 p-3" aria-live="polite">
              <p className="font-medium text-sm">Your time</p>
              {chosenText ? (
                <>
                  <p className="font-semibold">{chosenText}</p>
                  {shopText && <p className="text-muted-foreground text-xs">{shopText} in the shop's time</p>}
                </>
              ) : (
                <p className="text-muted-foreground text-sm">Choose a date, then a time.</p>
              )}
            </div>
            {data && <PaymentChoice methods={methods} value={payWith} onChange={setMethod} free={free} />}
            {listing.requires_approval && (
              <p className="text-muted-foreground text-sm">
                The shop confirms each booking within 48 hours. If it cannot take yours, you are told at once
                {free || payWith === "pay_at_service" ? "." : " and your payment is refunded in full."}
              </p>
            )}
            {data && (
              <p className="text-muted-foreground text-sm">
                You can cancel or change your time up to {data.cancel_hours}{" "}
                {data.cancel_hours === 1 ? "hour" : "hours"} before it starts.
              </p>
            )}
            {problem && (
              <p role="alert" className="rounded-xl bg-destructive-soft p-3 text-destructive text-sm">
                {problem}
              </p>
            )}
            <Button
              size="lg"
              className="hidden lg:inline-flex"
              disabled={!canBook}
              loading={busy}
              onClick={book}
            >
              {label}
            </Button>
          </aside>
          <div className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 -mx-4 flex items-center justify-between gap-3 border-border border-t bg-card/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
            <p className="min-w-0 text-sm">
              {chosenText ? (
                <span className="font-medium">{chosenText}</span>
              ) : (
                <span className="text-muted-foreground">No time chosen yet</span>
              )}
            </p>
            <Button size="lg" className="shrink-0" disabled={!canBook} loading={busy} onClick={book}>
              {label}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
