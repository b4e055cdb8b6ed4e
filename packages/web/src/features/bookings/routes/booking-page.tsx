import { BookingMessages } from "@saheli/core/bookings";
import type { BookingResult } from "@saheli/core/contracts/bookings";
import {
  ArrowLeft,
  CalendarCheck2,
  CalendarX2,
  Clock,
  CreditCard,
  Hourglass,
  MapPin,
  Receipt,
  Video,
} from "lucide-react";
import type { ReactNode } from "react";
import { useCallback, useMemo } from "react";
import { Trans } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSession } from "@/lib/session/use-session";
import { useBooking } from "../api/get-booking";
import { BuyerActions } from "../components/buyer-actions";
import { JoinMeeting } from "../components/join-meeting";
import { StatusChip } from "../components/status-chip";
import { VendorActions } from "../components/vendor-actions";
import { useBookingsT } from "../i18n";
import { longDate, paymentLine, placeLine, slotText, timeRange, zoneShort } from "../lib/format";
import { useBookingPayment } from "../lib/use-booking-payment";
import { useBookingsLive } from "../lib/use-bookings-live";
import { ownZone, sameClock, zoneLongName } from "../lib/zones";

/** /co-work/bookings/{id}: one booking, its time in her zone and the shop's, how it is paid, what she can do. */
export function Component() {
  const { t } = useBookingsT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired description={t("buyer.detail.signIn")} />;
  return <BookingView />;
}

function BookingView() {
  const { t } = useBookingsT();
  const messageIn = useMessageIn();
  const { bookingId = "" } = useParams();
  const booking = useBooking(bookingId);
  useBookingsLive();
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <Button variant="link" asChild className="w-fit">
        <Link to="/co-work/bookings">
          <ArrowLeft aria-hidden /> {t("buyer.detail.back")}
        </Link>
      </Button>
      <QueryState
        query={booking}
        loading={<BookingSkeleton />}
        errorTitle={messageIn(BookingMessages.notFound)}
        errorHeadingLevel="h1"
      >
        {(data) => <BookingDetail booking={data} />}
      </QueryState>
    </div>
  );
}

function BookingDetail({ booking }: { booking: BookingResult }) {
  const { t } = useBookingsT();
  const messageIn = useMessageIn();
  const locale = useIntlLocale();
  const [params] = useSearchParams();
  const zone = useMemo(() => (booking.viewer === "vendor" ? booking.vendor_timezone : ownZone()), [booking]);
  const shopDiffers = !sameClock(zone, booking.vendor_timezone);
  const noop = useCallback(() => undefined, []);
  const payment = useBookingPayment(noop);
  const fresh = params.get("new") === "1" && booking.viewer === "buyer";
  const awaitingPayment = booking.payment_status === "awaiting" && booking.razorpay;

  return (
    <article className="grid gap-5">
      <title>{t("buyer.detail.title", { title: booking.listing.title })}</title>
      {fresh && <Welcome booking={booking} />}
      <header className="flex gap-4">
        <FallbackImage
          src={booking.listing.image_url}
          alt=""
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-2xl bg-muted object-cover"
        />
        <div className="grid min-w-0 content-start gap-1">
          <h1 className="font-display font-semibold text-xl leading-snug lg:text-2xl">
            <Link to={`/service/${booking.listing.slug}`} className="hover:underline">
              {booking.listing.title}
            </Link>
          </h1>
          <p className="text-muted-foreground text-sm">
            {booking.viewer === "vendor" ? (
              t("buyer.detail.bookedBy", { name: booking.buyer.name })
            ) : (
              <Trans
                t={t}
                i18nKey="buyer.detail.with"
                values={{ shop: booking.shop.name }}
                components={{
                  shop: (
                    <Link to={`/shop/${booking.shop.slug}`} className="underline-offset-2 hover:underline" />
                  ),
                }}
              />
            )}
          </p>
          <StatusChip booking={booking} />
        </div>
      </header>

      <section
        aria-label={t("buyer.detail.whenWhere")}
        className="grid gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-5"
      >
        <Row
          icon={<Clock aria-hidden className="size-5" />}
          title={longDate(booking.slot_start, zone, locale)}
        >
          <p>
            {timeRange(booking, zone, locale)} {zoneShort(booking.slot_start, zone, locale)}
            <span className="text-muted-foreground">
              {" "}
              · {zoneLongName(zone, Date.parse(booking.slot_start), locale)}
            </span>
          </p>
          {shopDiffers && (
            <p className="text-muted-foreground text-sm">
              {t("inShopTime", { time: slotText(booking.slot_start, booking.vendor_timezone, locale) })}
            </p>
          )}
        </Row>
        <Row
          icon={
            booking.listing.is_online ? (
              <Video aria-hidden className="size-5" />
            ) : (
              <MapPin aria-hidden className="size-5" />
            )
          }
          title={placeLine(t, booking)}
        >
          {booking.meeting_url && <JoinMeeting url={booking.meeting_url} className="mt-1" />}
        </Row>
        <Row icon={<CreditCard aria-hidden className="size-5" />} title={paymentLine(t, booking)}>
          {awaitingPayment && booking.viewer === "buyer" && (
            <div className="grid gap-2">
              {booking.payment_expires_at && (
                <p className="text-muted-foreground text-sm">
                  {t("buyer.detail.heldUntil", { time: slotText(booking.payment_expires_at, zone, locale) })}
                </p>
              )}
              <Button className="w-fit" loading={payment.busy} onClick={() => void payment.pay(booking)}>
                {t("buyer.detail.payNow")}
              </Button>
              {payment.state.kind === "failed" && (
                <p role="alert" className="text-destructive text-sm">
                  {payment.state.message} {payment.state.detail}
                </p>
              )}
            </div>
          )}
        </Row>
        {booking.status === "pending" && booking.decide_by && booking.payment_status !== "awaiting" && (
          <Row
            icon={<Hourglass aria-hidden className="size-5" />}
            title={messageIn(BookingMessages.awaitingShop)}
          >
            <p className="text-muted-foreground text-sm">
              {t(
                booking.viewer === "vendor"
                  ? booking.payment_status === "paid"
                    ? "buyer.detail.answerVendorPaid"
                    : "buyer.detail.answerVendor"
                  : booking.payment_status === "paid"
                    ? "buyer.detail.answerBuyerPaid"
                    : "buyer.detail.answerBuyer",
                { time: slotText(booking.decide_by, zone, locale) },
              )}
            </p>
          </Row>
        )}
        {(booking.status === "cancelled" || booking.status === "declined") && (
          <Row
            icon={<CalendarX2 aria-hidden className="size-5" />}
            title={booking.status === "declined" ? t("status.declined") : t("status.cancelled")}
          >
            {booking.cancel_reason && (
              <p className="text-muted-foreground text-sm">{booking.cancel_reason}</p>
            )}
          </Row>
        )}
        {booking.order_number && (
          <Row
            icon={<Receipt aria-hidden className="size-5" />}
            title={t("buyer.detail.order", { number: booking.order_number })}
          >
            <Link
              to={`${booking.viewer === "vendor" ? "/vendor/orders" : "/commerce/orders"}/${booking.order_number}`}
              className="w-fit text-primary text-sm underline-offset-2 hover:underline"
            >
              {t("buyer.detail.seeOrder")}
            </Link>
          </Row>
        )}
      </section>

      {booking.viewer === "buyer" ? (
        <div className="grid gap-2">
          <BuyerActions booking={booking} />
          {booking.change_until && booking.actions.includes("reschedule") && (
            <p className="text-muted-foreground text-sm">
              {t("buyer.detail.changeUntil", { time: slotText(booking.change_until, zone, locale) })}
            </p>
          )}
          {booking.status === "confirmed" && !booking.actions.includes("cancel") && (
            <p className="text-muted-foreground text-sm">{t("buyer.detail.tooClose")}</p>
          )}
        </div>
      ) : (
        <VendorActions booking={booking} />
      )}
    </article>
  );
}

function Welcome({ booking }: { booking: BookingResult }) {
  const { t } = useBookingsT();
  const [title, text] =
    booking.status === "confirmed"
      ? [t("buyer.detail.welcome.booked"), t("buyer.detail.welcome.bookedText")]
      : booking.payment_status === "awaiting"
        ? [t("buyer.detail.welcome.almost"), t("buyer.detail.welcome.almostText")]
        : booking.status === "pending"
          ? [t("buyer.detail.welcome.sent"), t("buyer.detail.welcome.sentText")]
          : [null, null];
  if (!title) return null;
  const waiting = booking.payment_status === "awaiting";
  return (
    <div
      role="status"
      className={cn(
        "flex items-start gap-3 rounded-2xl p-4",
        waiting ? "bg-warning-soft text-warning" : "bg-success-soft text-success",
      )}
    >
      <CalendarCheck2 aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{text}</p>
      </div>
    </div>
  );
}

function Row({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-primary">{icon}</span>
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium">{title}</p>
        {children}
      </div>
    </div>
  );
}

function BookingSkeleton() {
  return (
    <div className="grid gap-5" aria-hidden>
      <div className="flex gap-4">
        <Skeleton className="size-20 rounded-2xl" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-56 rounded-2xl" />
    </div>
  );
}
