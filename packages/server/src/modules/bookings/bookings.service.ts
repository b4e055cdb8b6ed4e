import {
  BookingLimits,
  BookingMessages,
  type BookingPaymentMethod,
  type BookingStatus,
  bookingActions,
  bookingStatusLabel,
  changeDeadline,
  changeWindowOpen,
  checkSlot,
  decideBy,
  HOLDING_STATUSES,
  type MeetingProvider,
  REMINDER_KINDS,
  type ReminderKind,
  reminderAt,
  reminderDue,
} from "@saheli/core/bookings";
import type {
  Booking,
  BookingResult,
  bookingCreateSchema,
  buyerBookingsQuerySchema,
  vendorBookingsQuerySchema,
} from "@saheli/core/contracts/bookings";
import { encodeCursor } from "@saheli/core/cursor";
import { AppErrorCode } from "@saheli/core/errors";
import { unitPrice } from "@saheli/core/listings";
import type { OrderActor, PaymentStatus } from "@saheli/core/orders";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Executor } from "../../db/connect.js";
import { bookings } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { Jobs } from "../../platform/jobs.js";
import type { CheckoutService } from "../orders/checkout.service.js";
import { CaptureFailed, type MoveListener, type OrderMoves } from "../orders/order-moves.js";
import { paymentMethodsOf, rulesOf } from "./availability.service.js";
import type { BookingNoticeKind, BookingNotices } from "./booking-notices.js";
import {
  type AvailabilityRow,
  availabilityOf,
  type BookingListScope,
  type BookingRow,
  type BookingViewRow,
  bookingByKey,
  bookingFor,
  bookingOfOrder,
  bookingPage,
  bookingView,
  claimReminder,
  heldPlaces,
  lockAvailability,
  lockBooking,
  lockOrderRow,
  overdueDecisions,
  overridesOf,
  remindable,
  requestCount,
  type ServiceRow,
  serviceOf,
} from "./bookings.queries.js";

export const BOOKING_REMINDER_JOB = "booking-reminder";
export type BookingReminderJob = { bookingId: string; kind: ReminderKind; slotStart: string };
export const BOOKING_DECIDE_JOB = "booking-decide";
export type BookingDecideJob = { bookingId: string };
/** Her yes once more, when taking the held payment failed: the capture is tried again until it is too late. */
export const BOOKING_CAPTURE_JOB = "booking-capture";
export type BookingCaptureJob = { bookingId: string; ownerId: string };
const CAPTURE_RETRY_MS = 5 * 60_000;
/** Answers and reminders that came due while no server ran. */
export const BOOKING_SWEEP_JOB = "booking-sweep";

type CreateInput = z.output<typeof bookingCreateSchema>;
type BuyerQuery = z.output<typeof buyerBookingsQuerySchema>;
type VendorQuery = z.output<typeof vendorBookingsQuerySchema>;
type By = { actor: OrderActor; actorId: string | null };

export type BookingsServiceDeps = {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  checkout: Pick<CheckoutService, "prepareListingOrder" | "writeListingOrder" | "listingOrderPlaced" | "get">;
  moves: OrderMoves;
  notices: BookingNotices;
  onlinePayments: boolean;
  log: { error(obj: object, msg: string): void };
};

const DAY = 86_400_000;
const conflict = (message: string) => new AppError(AppErrorCode.CONFLICT, 409, message);
const notFound = () => new AppError(AppErrorCode.NOT_FOUND, 404, BookingMessages.notFound);
/** Booking keys live beside cart checkouts' keys in `checkouts`: kept apart by a prefix. */
const checkoutKey = (key: string) => `booking:${key}`;

/**
 * Service bookings (issue 19 §2). A booking is an order of a service for a slot: placed through checkout's
 * single-listing order in the same transaction as the booking row, under the service's availability row lock, so
 * the last place of a slot goes to exactly one person. The order's moves drive the booking (`onOrderMoved`): paid
 * → confirmed (or waiting for the vendor), cancelled or expired → cancelled, delivered → completed.
 */
export function bookingsService(deps: BookingsServiceDeps) {
  const { db, clock, jobs, checkout, moves, notices, onlinePayments, log } = deps;

  // -------------------------------------------------------------------------------------------------------------
  // Views

  function toView(row: BookingViewRow, viewerId: string): Booking {
    const { booking, listing, shop, buyer, order, policy } = row;
    const viewer = booking.buyer_id === viewerId ? "buyer" : "vendor";
    const status = booking.status as BookingStatus;
    const cancelHours = policy?.cancel_hours ?? 24;
    const now = clock.now();
    const held = HOLDING_STATUSES.includes(status);
    return {
      id: booking.id,
      viewer,
      status,
      status_label: bookingStatusLabel(status, order?.payment_status ?? "", viewer),
      listing: {
        id: listing.id,
        slug: listing.slug,
        title: listing.title,
        image_url: listing.image_url,
        is_online: listing.is_online,
      },
      shop: { id: shop.id, name: shop.name, slug: shop.slug },
      buyer: { id: buyer.id, name: buyer.name, username: buyer.username },
      slot_start: booking.slot_start.toISOString(),
      slot_end: booking.slot_end.toISOString(),
      vendor_timezone: policy?.timezone ?? BookingLimits.defaultTimezone,
      buyer_timezone: booking.buyer_timezone,
      payment_method: order?.payment_method === "razorpay" ? "razorpay" : "pay_at_service",
      payment_status: (order?.payment_status as PaymentStatus | undefined) ?? null,
      total: order?.total ?? 0,
      currency: order?.currency ?? "INR",
      order_number: order?.order_number ?? null,
      checkout_id: order?.checkout_id ?? null,
      meeting_provider: (booking.meeting_provider as MeetingProvider | null) ?? null,
      meeting_url: booking.meeting_url,
      meeting_note: booking.meeting_note,
      decide_by: status === "pending" ? (booking.decide_by?.toISOString() ?? null) : null,
      cancel_reason: booking.cancel_reason,
      change_until: held ? changeDeadline(booking.slot_start, cancelHours).toISOString() : null,
      actions: bookingActions(
        {
          viewer,
          status,
          slotStart: booking.slot_start,
          paymentStatus: order?.payment_status ?? null,
          cancelHours,
        },
        now,
      ),
      created_at: booking.created_at.toISOString(),
      updated_at: booking.updated_at.toISOString(),
    };
  }

  async function load(id: string, viewerId: string) {
    const row = await bookingFor(db, id, viewerId);
    if (!row) throw notFound();
    return row;
  }

  async function view(id: string, viewerId: string): Promise<Booking> {
    return toView(await load(id, viewerId), viewerId);
  }

  /** Her booking with, while its online payment is open, checkout's handoff to pay it. */
  async function result(id: string, buyerId: string): Promise<BookingResult> {
    const booking = await view(id, buyerId);
    if (booking.payment_status !== "awaiting" || !booking.checkout_id)
      return { ...booking, payment_expires_at: null };
    const pay = await checkout.get(buyerId, booking.checkout_id);
    return {
      ...booking,
      payment_expires_at: pay.expires_at,
      ...(pay.razorpay ? { razorpay: pay.razorpay } : {}),
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Booking

  /** Whether a start is one of her open slots with a place, under whatever lock the caller holds. */
  async function slotFor(
    tx: Executor,
    service: ServiceRow,
    availability: AvailabilityRow,
    start: Date,
    exceptId?: string,
  ) {
    const [overrides, held] = await Promise.all([
      overridesOf(tx, service.listing.id),
      heldPlaces(
        tx,
        service.listing.id,
        new Date(start.getTime() - 2 * DAY),
        new Date(start.getTime() + 2 * DAY),
        exceptId,
      ),
    ]);
    const checked = checkSlot(
      {
        rules: rulesOf(availability, overrides),
        durationMinutes: service.listing.duration_minutes ?? 0,
        held,
        now: clock.now(),
      },
      start,
    );
    if ("refusal" in checked) throw conflict(checked.refusal);
    return checked.slot;
  }

  function methodFor(
    service: ServiceRow,
    availability: AvailabilityRow,
    wanted: BookingPaymentMethod,
  ): "cod" | "razorpay" {
    const open = paymentMethodsOf(service, availability, onlinePayments);
    // A free service needs no payment: it goes through the cash-on-delivery path with nothing to collect.
    if (unitPrice(service.listing) <= 0) return "cod";
    if (wanted === "pay_at_service") {
      if (!open.includes("pay_at_service")) throw conflict(BookingMessages.payAtServiceOff);
      return "cod";
    }
    if (!open.includes("razorpay")) throw conflict(BookingMessages.onlineUnavailable);
    return "razorpay";
  }

  async function book(buyerId: string, input: CreateInput): Promise<BookingResult> {
    const again = await bookingByKey(db, buyerId, input.idempotency_key);
    if (again) return result(again.id, buyerId);
    const service = await serviceOf(db, input.listing_id);
    if (!service?.listing.on_sale)
      throw new AppError(AppErrorCode.NOT_FOUND, 404, BookingMessages.serviceNotFound);
    if (service.listing.listing_type !== "service" || !service.listing.duration_minutes)
      throw new AppError(AppErrorCode.BAD_REQUEST, 400, BookingMessages.notAService);
    if (service.shop.owner_id === buyerId) throw conflict(BookingMessages.ownService);
    const availability = await availabilityOf(db, service.listing.id);
    if (!availability) throw conflict(BookingMessages.notBookable);
    const start = new Date(input.slot_start);
    // Checked once without the lock, so Razorpay is not asked for an order of a time that cannot be had.
    await slotFor(db, service, availability, start);
    const method = methodFor(service, availability, input.payment_method);
    const prepared = await checkout.prepareListingOrder({
      buyerId,
      listingId: service.listing.id,
      idempotencyKey: checkoutKey(input.idempotency_key),
      paymentMethod: method,
      // Paid online for a time she must still accept: held, taken when she accepts (decision 028).
      manualCapture: service.listing.requires_approval,
    });

    const outcome = await db.transaction(async (tx) => {
      const locked = await lockAvailability(tx, service.listing.id);
      if (!locked) throw conflict(BookingMessages.notBookable);
      // The same key booked by a request that held the lock first: that booking is the answer.
      if (await bookingByKey(tx, buyerId, input.idempotency_key)) return null;
      const slot = await slotFor(tx, service, locked, start);
      const now = clock.now();
      const [booking] = await tx
        .insert(bookings)
        .values({
          listing_id: service.listing.id,
          shop_id: service.shop.id,
          buyer_id: buyerId,
          slot_start: slot.start,
          slot_end: slot.end,
          status: "pending",
          idempotency_key: input.idempotency_key,
          buyer_timezone: input.buyer_timezone ?? null,
          meeting_provider: service.listing.is_online ? locked.meeting_provider : "in_person",
          decide_by: service.listing.requires_approval ? decideBy(now, slot.start) : null,
          created_at: now,
          updated_at: now,
        })
        .onConflictDoNothing({ target: [bookings.buyer_id, bookings.idempotency_key] })
        .returning();
      if (!booking) return null;
      const written = await checkout.writeListingOrder(tx, prepared);
      if (!written) throw conflict(BookingMessages.slotUnavailable);
      await tx.update(bookings).set({ order_id: written.order.id }).where(eq(bookings.id, booking.id));
      // Nothing to pay now and no approval needed: the time is hers at once.
      if (method === "cod" && !service.listing.requires_approval)
        await moves.move(tx, written.order.id, "confirmed", { actor: "system", actorId: null });
      return { booking, checkout: written.checkout };
    });

    if (!outcome) {
      const existing = await bookingByKey(db, buyerId, input.idempotency_key);
      if (!existing) throw conflict(BookingMessages.slotTaken);
      return result(existing.id, buyerId);
    }
    await checkout.listingOrderPlaced(outcome.checkout);
    const saved = (await bookingView(db, outcome.booking.id))!;
    await schedule(saved.booking);
    // An online payment tells both sides once it goes through (through the order's move to confirmed).
    if (method === "cod")
      void notices.announce(
        saved.booking.id,
        saved.booking.status === "confirmed" ? "confirmed" : "requested",
        { actor: "buyer", actorId: buyerId },
      );
    return result(outcome.booking.id, buyerId);
  }

  /** Reminder jobs at 24 hours and 1 hour before, and the vendor's deadline to answer; each checks again when run. */
  async function schedule(booking: BookingRow) {
    try {
      const now = clock.now();
      for (const kind of REMINDER_KINDS) {
        const at = reminderAt(kind, booking.slot_start);
        if (at.getTime() > now.getTime() && booking.created_at.getTime() < at.getTime())
          await jobs.send<BookingReminderJob>(
            BOOKING_REMINDER_JOB,
            { bookingId: booking.id, kind, slotStart: booking.slot_start.toISOString() },
            { startAfter: at },
          );
      }
      if (booking.status === "pending" && booking.decide_by)
        await jobs.send<BookingDecideJob>(
          BOOKING_DECIDE_JOB,
          { bookingId: booking.id },
          { startAfter: booking.decide_by },
        );
    } catch (error) {
      // The sweep finds what a lost job would have done.
      log.error({ err: error, bookingId: booking.id }, "booking jobs not scheduled");
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // Changes by either side: each under the order's lock, then the booking's (the order moves lock in that order too)

  async function lockPair(tx: Executor, row: BookingViewRow) {
    const order = row.booking.order_id ? await lockOrderRow(tx, row.booking.order_id) : undefined;
    const booking = await lockBooking(tx, row.booking.id);
    if (!booking) throw notFound();
    return { order, booking };
  }

  async function cancel(buyerId: string, id: string, reason?: string): Promise<Booking> {
    const row = await load(id, buyerId);
    if (row.booking.buyer_id !== buyerId) throw notFound();
    const moved = await db.transaction(async (tx) => {
      const { order, booking } = await lockPair(tx, row);
      const status = booking.status as BookingStatus;
      if (!HOLDING_STATUSES.includes(status)) throw conflict(BookingMessages.notActive);
      const now = clock.now();
      if (now.getTime() >= booking.slot_start.getTime()) throw conflict(BookingMessages.started);
      if (
        status === "confirmed" &&
        !changeWindowOpen(booking.slot_start, row.policy?.cancel_hours ?? 24, now)
      )
        throw conflict(BookingMessages.cancelTooLate(row.policy?.cancel_hours ?? 24));
      if (!order) return cancelWithoutOrder(tx, booking.id, reason ?? null);
      return moves.move(tx, order.id, "cancelled", { actor: "buyer", actorId: buyerId }, { reason });
    });
    if (moved) void notices.orderMoved(moved, "buyer", buyerId);
    return view(id, buyerId);
  }

  /** A booking whose order is gone (deleted by an admin): only the booking changes. */
  async function cancelWithoutOrder(tx: Executor, bookingId: string, reason: string | null) {
    await tx
      .update(bookings)
      .set({ status: "cancelled", cancel_reason: reason, updated_at: clock.now() })
      .where(eq(bookings.id, bookingId));
    return null;
  }

  async function reschedule(buyerId: string, id: string, slotStart: string): Promise<Booking> {
    const row = await load(id, buyerId);
    if (row.booking.buyer_id !== buyerId) throw notFound();
    const service = await serviceOf(db, row.booking.listing_id);
    if (!service?.listing.on_sale) throw conflict(BookingMessages.notActive);
    const start = new Date(slotStart);
    const previousStart = row.booking.slot_start;
    const saved = await db.transaction(async (tx) => {
      const locked = await lockAvailability(tx, service.listing.id);
      if (!locked) throw conflict(BookingMessages.notBookable);
      const booking = await lockBooking(tx, id);
      if (!booking || !HOLDING_STATUSES.includes(booking.status as BookingStatus))
        throw conflict(BookingMessages.notActive);
      const now = clock.now();
      if (!changeWindowOpen(booking.slot_start, locked.cancel_hours, now))
        throw conflict(BookingMessages.rescheduleTooLate(locked.cancel_hours));
      if (booking.slot_start.getTime() === start.getTime()) throw conflict(BookingMessages.sameSlot);
      const slot = await slotFor(tx, service, locked, start, booking.id);
      const [updated] = await tx
        .update(bookings)
        .set({
          slot_start: slot.start,
          slot_end: slot.end,
          reminded_day_at: null,
          reminded_hour_at: null,
          decide_by:
            booking.status === "pending" && booking.decide_by
              ? new Date(Math.min(booking.decide_by.getTime(), slot.start.getTime()))
              : booking.decide_by,
          updated_at: now,
        })
        .where(eq(bookings.id, booking.id))
        .returning();
      return updated!;
    });
    await schedule(saved);
    void notices.announce(id, "rescheduled", { actor: "buyer", actorId: buyerId }, { previousStart });
    return view(id, buyerId);
  }

  /** The vendor's side of a booking she owns (ownership in the query); anyone else finds nothing. */
  async function loadOwned(ownerId: string, id: string) {
    const row = await load(id, ownerId);
    if (row.shop.owner_id !== ownerId) throw notFound();
    return row;
  }

  async function accept(ownerId: string, id: string): Promise<Booking> {
    const row = await loadOwned(ownerId, id);
    const by = { actor: "vendor" as const, actorId: ownerId };
    const outcome = await db
      .transaction(async (tx) => {
        const { order, booking } = await lockPair(tx, row);
        if (booking.status === "confirmed") return { moved: null, changed: false };
        if (booking.status !== "pending") throw conflict(BookingMessages.notPending);
        if (order?.payment_status === "awaiting") throw conflict(BookingMessages.awaitingPayment);
        const now = clock.now();
        if (now.getTime() >= booking.slot_start.getTime()) throw conflict(BookingMessages.started);
        // Her yes takes the held payment, under the order's lock: two yeses capture once.
        if (order?.payment_status === "authorized") await moves.capture(tx, order.id, by);
        return confirmAccepted(tx, order, booking, now, ownerId);
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof CaptureFailed)) throw error;
        log.error({ err: error, bookingId: id }, "held payment not captured; trying again later");
        await retryCapture(id, ownerId);
        throw new AppError(AppErrorCode.UNAVAILABLE, 503, BookingMessages.captureFailed);
      });
    if (outcome.changed) void notices.announce(id, "confirmed", by);
    return view(id, ownerId);
  }

  /** The accept again in a few minutes, while her answer can still be given (before the deadline and the start). */
  async function retryCapture(bookingId: string, ownerId: string) {
    const row = await bookingView(db, bookingId);
    if (row?.booking.status !== "pending") return;
    const at = new Date(clock.now().getTime() + CAPTURE_RETRY_MS);
    const lastChance = Math.min(
      row.booking.slot_start.getTime(),
      row.booking.decide_by?.getTime() ?? Number.POSITIVE_INFINITY,
    );
    if (at.getTime() >= lastChance) return;
    try {
      await jobs.send<BookingCaptureJob>(BOOKING_CAPTURE_JOB, { bookingId, ownerId }, { startAfter: at });
    } catch (error) {
      log.error({ err: error, bookingId }, "capture retry not scheduled");
    }
  }

  /** The capture job: her accept once more; a booking answered meanwhile is left as it is. */
  async function retryAccept(bookingId: string, ownerId: string) {
    try {
      await accept(ownerId, bookingId);
    } catch (error) {
      if (error instanceof AppError) return;
      throw error;
    }
  }

  async function confirmAccepted(
    tx: Executor,
    order: Awaited<ReturnType<typeof lockPair>>["order"],
    booking: BookingRow,
    now: Date,
    ownerId: string,
  ) {
    await tx
      .update(bookings)
      .set({ status: "confirmed", decided_at: now, updated_at: now })
      .where(eq(bookings.id, booking.id));
    // A pay-at-the-service order waits at "placed": her yes confirms it too.
    const moved =
      order?.order_status === "placed"
        ? await moves.move(tx, order.id, "confirmed", { actor: "vendor", actorId: ownerId })
        : null;
    return { moved, changed: true };
  }

  /**
   * Declines a booking waiting for an answer: the booking is marked declined first, then its order is cancelled
   * (money back through the move when it was paid), all in one transaction.
   */
  async function declineWith(row: BookingViewRow, by: By, reason: string, onlyIfOverdue: boolean) {
    return db.transaction(async (tx) => {
      const { order, booking } = await lockPair(tx, row);
      const now = clock.now();
      if (onlyIfOverdue) {
        if (booking.status !== "pending" || !booking.decide_by || booking.decide_by.getTime() > now.getTime())
          return null;
        // An online payment still open closes by itself (checkout's expiry); it is not declined meanwhile.
        if (order?.payment_status === "awaiting") return null;
      } else {
        if (booking.status !== "pending") throw conflict(BookingMessages.notPending);
        if (order?.payment_status === "awaiting") throw conflict(BookingMessages.awaitingPayment);
      }
      await tx
        .update(bookings)
        .set({ status: "declined", decided_at: now, cancel_reason: reason, updated_at: now })
        .where(eq(bookings.id, booking.id));
      if (!order || order.order_status === "cancelled") return { moved: null };
      return { moved: await moves.move(tx, order.id, "cancelled", by, { reason }) };
    });
  }

  async function decline(ownerId: string, id: string, reason?: string): Promise<Booking> {
    const row = await loadOwned(ownerId, id);
    const by = { actor: "vendor" as const, actorId: ownerId };
    const outcome = await declineWith(row, by, reason ?? BookingMessages.declinedByShop, false);
    if (outcome) void notices.announce(id, "declined", by);
    return view(id, ownerId);
  }

  /** The vendor cancels a confirmed booking before it starts, saying why; a paid one is refunded. */
  async function vendorCancel(ownerId: string, id: string, reason: string): Promise<Booking> {
    const row = await loadOwned(ownerId, id);
    const moved = await db.transaction(async (tx) => {
      const { order, booking } = await lockPair(tx, row);
      if (booking.status !== "confirmed") throw conflict(BookingMessages.notActive);
      if (clock.now().getTime() >= booking.slot_start.getTime()) throw conflict(BookingMessages.started);
      if (!order) return cancelWithoutOrder(tx, booking.id, reason);
      return moves.move(tx, order.id, "cancelled", { actor: "vendor", actorId: ownerId }, { reason });
    });
    if (moved) void notices.orderMoved(moved, "vendor", ownerId);
    return view(id, ownerId);
  }

  /** The vendor marks a booking done once its time has started: its order is delivered (COD collected). */
  async function complete(ownerId: string, id: string): Promise<Booking> {
    const row = await loadOwned(ownerId, id);
    const moved = await db.transaction(async (tx) => {
      const { order, booking } = await lockPair(tx, row);
      if (booking.status === "completed") return null;
      if (booking.status !== "confirmed") throw conflict(BookingMessages.notActive);
      if (clock.now().getTime() < booking.slot_start.getTime()) throw conflict(BookingMessages.notFinished);
      if (!order) {
        await tx
          .update(bookings)
          .set({ status: "completed", updated_at: clock.now() })
          .where(eq(bookings.id, booking.id));
        return null;
      }
      return moves.move(tx, order.id, "delivered", { actor: "vendor", actorId: ownerId });
    });
    if (moved) void notices.orderMoved(moved, "vendor", ownerId);
    return view(id, ownerId);
  }

  // -------------------------------------------------------------------------------------------------------------
  // The order's moves drive the booking

  /**
   * Runs inside every order move's transaction (composition.ts registers it): a booking's order confirmed makes
   * the booking confirmed (unless it waits for the vendor's yes), cancelled cancels it (refusing a buyer's
   * cancellation past the vendor's window, which undoes the move), delivered completes it.
   */
  const onOrderMoved: MoveListener = async (tx, { after, by }) => {
    const booking = await bookingOfOrder(tx, after.id, true);
    if (!booking) return;
    const status = booking.status as BookingStatus;
    const held = HOLDING_STATUSES.includes(status);
    const now = clock.now();
    const set = async (patch: Partial<BookingRow>) => {
      await tx
        .update(bookings)
        .set({ ...patch, updated_at: now })
        .where(eq(bookings.id, booking.id));
    };
    switch (after.order_status) {
      case "confirmed":
        if (status !== "pending") return;
        if (by.actor === "vendor") return set({ status: "confirmed", decided_at: now });
        // Paid online: confirmed at once, or still waiting for her yes when the service needs one.
        if (!booking.decide_by) return set({ status: "confirmed" });
        return;
      case "cancelled": {
        if (!held) return;
        if (by.actor === "buyer" && status === "confirmed") {
          const policy = await availabilityOf(tx, booking.listing_id);
          const hours = policy?.cancel_hours ?? 24;
          if (!changeWindowOpen(booking.slot_start, hours, now))
            throw conflict(BookingMessages.cancelTooLate(hours));
        }
        return set({ status: "cancelled", cancel_reason: after.cancel_reason });
      }
      case "delivered":
        if (held) return set({ status: "completed" });
        return;
      default:
        return;
    }
  };

  // -------------------------------------------------------------------------------------------------------------
  // Time: answers not given, reminders

  async function declineIfOverdue(id: string) {
    const row = await bookingView(db, id);
    if (!row) return false;
    const by = { actor: "system" as const, actorId: null };
    const outcome = await declineWith(row, by, BookingMessages.declinedInTime, true);
    if (!outcome) return false;
    void notices.announce(id, "declined", by);
    return true;
  }

  /** Every booking past its time to be answered (a sweep after downtime, and tests with a moved clock). */
  async function declineOverdue() {
    let declined = 0;
    for (const { id } of await overdueDecisions(db, clock.now()))
      if (await declineIfOverdue(id)) declined += 1;
    return declined;
  }

  /** Sends one reminder when it is due and not sent yet (exactly once, whoever gets there first). */
  async function remind(id: string, kind: ReminderKind, slotStart?: string) {
    const row = await bookingView(db, id);
    if (row?.booking.status !== "confirmed") return false;
    // A job made before she moved the booking: the new time has jobs of its own.
    if (slotStart && slotStart !== row.booking.slot_start.toISOString()) return false;
    const now = clock.now();
    if (!reminderDue(kind, row.booking.slot_start, row.booking.created_at, now)) return false;
    if (!(await claimReminder(db, id, kind, row.booking.slot_start, now))) return false;
    await notices.announce(id, `reminder-${kind}` as BookingNoticeKind, { actor: "system", actorId: null });
    return true;
  }

  /** Every reminder due now (a sweep after downtime, and tests with a moved clock). */
  async function remindDue() {
    let sent = 0;
    const now = clock.now();
    for (const { id } of await remindable(db, now, BookingLimits.reminderDayHours * 3_600_000))
      for (const kind of REMINDER_KINDS) if (await remind(id, kind)) sent += 1;
    return sent;
  }

  /** Both sweeps, at start-up: what jobs missed while no server ran. */
  async function sweep() {
    try {
      await declineOverdue();
      await remindDue();
    } catch (error) {
      log.error({ err: error }, "booking sweep failed");
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // Lists

  async function page(scope: BookingListScope, viewerId: string, cursor: BuyerQuery["cursor"]) {
    const rows = await bookingPage(db, scope, {
      after: cursor,
      limit: BookingLimits.listPageSize,
      now: clock.now(),
    });
    const shown = rows.slice(0, BookingLimits.listPageSize);
    const last = shown.at(-1);
    return {
      items: shown.map((row) => toView(row, viewerId)),
      next_cursor:
        rows.length > BookingLimits.listPageSize && last
          ? encodeCursor({ at: last.cursor_at, id: last.booking.id })
          : null,
    };
  }

  const listMine = (buyerId: string, query: BuyerQuery) =>
    page({ kind: "buyer", buyerId, when: query.when }, buyerId, query.cursor);

  async function listShop(ownerId: string, query: VendorQuery) {
    const [found, requests] = await Promise.all([
      page({ kind: "vendor", ownerId, when: query.when }, ownerId, query.cursor),
      requestCount(db, ownerId, clock.now()),
    ]);
    return { ...found, requests };
  }

  return {
    book,
    view,
    result,
    cancel,
    reschedule,
    accept,
    decline,
    vendorCancel,
    complete,
    listMine,
    listShop,
    onOrderMoved,
    declineIfOverdue,
    declineOverdue,
    remind,
    remindDue,
    sweep,
    retryAccept,
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
