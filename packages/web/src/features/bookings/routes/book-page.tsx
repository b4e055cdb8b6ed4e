import { BookingMessages, type BookingPaymentMethod } from "@saheli/core/bookings";
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
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { useCreateBooking } from "../api/create-booking";
import { useService } from "../api/get-service";
import { PaymentChoice } from "../components/payment-choice";
import { SlotPicker } from "../components/slot-picker";
import { useBookingsT } from "../i18n";
import { slotTime } from "../lib/format";
import { useBookingPayment } from "../lib/use-booking-payment";
import { useSlotWindow } from "../lib/use-slot-window";
import { ownZone, sameClock } from "../lib/zones";

/** /service/{slug}/book: pick a date, then a time, then pay (or not, at the service), for one service. */
export function Component() {
  const { t } = useBookingsT();
  const messageIn = useMessageIn();
  const { slug = "" } = useParams();
  const service = useService(slug);
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <QueryState
        query={service}
        loading={<PageLoading />}
        errorTitle={t("buyer.book.error")}
        errorHeadingLevel="h1"
      >
        {(listing) =>
          listing.listing_type !== "service" ? (
            <EmptyState
              headingLevel="h1"
              icon={CalendarClock}
              title={messageIn(BookingMessages.notAService)}
              action={
                <Button asChild variant="outline">
                  <Link to={`/product/${listing.slug}`}>{t("buyer.book.backToListing")}</Link>
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
  const { t } = useBookingsT();
  const messageIn = useMessageIn();
  const locale = useIntlLocale();
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
        title={t("buyer.book.ownTitle")}
        description={t("buyer.book.ownText")}
        action={
          <>
            <Button asChild>
              <Link to={`/vendor/services/${listing.id}/availability`}>{t("buyer.book.setHours")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/vendor/bookings">{t("buyer.book.yourBookings")}</Link>
            </Button>
          </>
        }
      />
    );

  const busy = create.isPending || payment.busy;
  const label = free
    ? t("buyer.book.forFree")
    : payWith === "razorpay"
      ? t("buyer.book.andPay", { amount: formatMoney(price, currency) })
      : t("buyer.book.now");
  const canBook = Boolean(chosen && payWith) && !busy;
  const chosenText = chosen ? slotTime(Date.parse(chosen.start), zone, true, locale) : null;
  const shopText =
    chosen && data && !sameClock(zone, data.timezone)
      ? slotTime(Date.parse(chosen.start), data.timezone, true, locale)
      : null;
  const problem =
    refusal ??
    (payment.state.kind === "failed"
      ? [payment.state.message, payment.state.detail].filter(Boolean).join(" ")
      : null);

  return (
    <>
      <title>{t("buyer.book.title", { title: listing.title })}</title>
      <Button variant="link" asChild className="w-fit">
        <Link to={`/service/${listing.slug}`}>
          <ArrowLeft aria-hidden /> {listing.title}
        </Link>
      </Button>
      <h1 className="font-display font-semibold text-2xl lg:text-3xl">{t("buyer.book.heading")}</h1>
      {data && !data.bookable ? (
        <EmptyState
          icon={CalendarClock}
          title={messageIn(BookingMessages.notBookable)}
          description={t("buyer.book.notBookableText")}
          action={
            <Button asChild variant="outline">
              <Link to={`/shop/${listing.shop.slug}`}>{t("buyer.book.visitShop")}</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <section
            aria-label={t("buyer.book.chooseDateTime")}
            className="rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-5"
          >
            <SlotPicker state={state} zone={zone} chosen={chosen?.start ?? null} onChoose={choose} />
          </section>
          <aside
            aria-label={t("buyer.book.yourBooking")}
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
                <p className="font-semibold">{free ? t("buyer.book.free") : formatMoney(price, currency)}</p>
              </div>
            </div>
            <ul className="grid gap-1.5 text-muted-foreground text-sm">
              <li className="flex items-center gap-2">
                <Clock aria-hidden className="size-4" />{" "}
                {t("buyer.book.minutes", { number: listing.booking_duration_minutes ?? "" })}
              </li>
              <li className="flex items-center gap-2">
                {listing.is_online ? (
                  <Video aria-hidden className="size-4" />
                ) : (
                  <MapPin aria-hidden className="size-4" />
                )}
                {listing.is_online ? t("buyer.book.online") : t("buyer.book.inPerson")}
              </li>
            </ul>
            <div className="grid gap-1 rounded-xl bg-muted/60 p-3" aria-live="polite">
              <p className="font-medium text-sm">{t("buyer.book.yourTime")}</p>
              {chosenText ? (
                <>
                  <p className="font-semibold">{chosenText}</p>
                  {shopText && (
                    <p className="text-muted-foreground text-xs">{t("inShopTime", { time: shopText })}</p>
                  )}
                </>
              ) : (
                <p className="text-muted-foreground text-sm">{t("buyer.book.chooseHint")}</p>
              )}
            </div>
            {data && <PaymentChoice methods={methods} value={payWith} onChange={setMethod} free={free} />}
            {listing.requires_approval && (
              <p className="text-muted-foreground text-sm">
                {free || payWith === "pay_at_service"
                  ? t("buyer.book.approval")
                  : t("buyer.book.approvalRefund")}
              </p>
            )}
            {data && (
              <p className="text-muted-foreground text-sm">
                {t("buyer.book.cancelWindow", { count: data.cancel_hours })}
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
                <span className="text-muted-foreground">{t("buyer.book.noTime")}</span>
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
