import {
  availabilityProblems,
  BookingDefaults,
  BookingLimits,
  BookingMessages,
  type BookingPaymentMethod,
  localDay,
  type MeetingProvider,
  openSlots,
  problemSentence,
} from "@saheli/core/bookings";
import type {
  Availability,
  availabilityInputSchema,
  Slots,
  slotsQuerySchema,
} from "@saheli/core/contracts/bookings";
import { AppErrorCode } from "@saheli/core/errors";
import { unitPrice } from "@saheli/core/listings";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import {
  type AvailabilityRow,
  availabilityOf,
  heldPlaces,
  type OverrideRow,
  overridesOf,
  ownedService,
  type ServiceRow,
  saveAvailability,
  serviceOf,
} from "./bookings.queries.js";

type AvailabilityInput = z.output<typeof availabilityInputSchema>;
type SlotsQuery = z.output<typeof slotsQuerySchema>;

export type AvailabilityServiceDeps = { db: Db; clock: Clock; onlinePayments: boolean };

const DAY = 86_400_000;
const serviceNotFound = () => new AppError(AppErrorCode.NOT_FOUND, 404, BookingMessages.serviceNotFound);
const notAService = () => new AppError(AppErrorCode.BAD_REQUEST, 400, BookingMessages.notAService);

/** The ways a service can be paid for when booked: free ones need none, so they go as "pay at the service". */
export function paymentMethodsOf(
  service: ServiceRow,
  availability: Pick<AvailabilityRow, "pay_at_service">,
  onlinePayments: boolean,
): BookingPaymentMethod[] {
  if (unitPrice(service.listing) <= 0) return ["pay_at_service"];
  const methods: BookingPaymentMethod[] = [];
  if (onlinePayments) methods.push("razorpay");
  if (availability.pay_at_service) methods.push("pay_at_service");
  return methods;
}

/** Her rules as the slot arithmetic reads them. */
export function rulesOf(row: AvailabilityRow, overrides: readonly OverrideRow[]) {
  return {
    timezone: row.timezone,
    weekly: row.weekly,
    overrides,
    buffer_before_minutes: row.buffer_before_minutes,
    buffer_after_minutes: row.buffer_after_minutes,
    min_notice_minutes: row.min_notice_minutes,
    max_days_ahead: row.max_days_ahead,
    capacity: row.capacity,
  };
}

/**
 * A service's availability (issue 19 §2): read and saved only by her shop's owner (ownership in the query), and
 * its open slots for anyone, from her hours, special dates and the places already held.
 */
export function availabilityService({ db, clock, onlinePayments }: AvailabilityServiceDeps) {
  async function ownService(ownerId: string, listingId: string) {
    const service = await ownedService(db, listingId, ownerId);
    if (!service) throw serviceNotFound();
    if (service.listing.listing_type !== "service") throw notAService();
    return service;
  }

  function view(
    service: ServiceRow,
    row: AvailabilityRow | undefined,
    overrides: OverrideRow[],
  ): Availability {
    const base = row ?? { ...BookingDefaults, updated_at: null };
    return {
      listing_id: service.listing.id,
      listing_slug: service.listing.slug,
      title: service.listing.title,
      duration_minutes: service.listing.duration_minutes,
      requires_approval: service.listing.requires_approval,
      is_online: service.listing.is_online,
      configured: row !== undefined,
      online_payments: onlinePayments,
      timezone: base.timezone,
      weekly: base.weekly,
      overrides,
      buffer_before_minutes: base.buffer_before_minutes,
      buffer_after_minutes: base.buffer_after_minutes,
      min_notice_minutes: base.min_notice_minutes,
      max_days_ahead: base.max_days_ahead,
      capacity: base.capacity,
      pay_at_service: base.pay_at_service,
      cancel_hours: base.cancel_hours,
      meeting_provider: base.meeting_provider as MeetingProvider,
      updated_at: base.updated_at?.toISOString() ?? null,
    };
  }

  async function get(ownerId: string, listingId: string): Promise<Availability> {
    const service = await ownService(ownerId, listingId);
    const [row, overrides] = await Promise.all([availabilityOf(db, listingId), overridesOf(db, listingId)]);
    return view(service, row, overrides);
  }

  async function save(ownerId: string, listingId: string, input: AvailabilityInput): Promise<Availability> {
    const service = await ownService(ownerId, listingId);
    const problems = availabilityProblems(input);
    if (problems.length > 0)
      throw new AppError(AppErrorCode.VALIDATION_FAILED, 400, problemSentence(problems[0]!, input));
    const overrides = [...input.overrides]
      .map((o) => ({
        day: o.day,
        intervals: [...o.intervals].sort((a, b) => a.start.localeCompare(b.start)),
      }))
      .sort((a, b) => a.day.localeCompare(b.day));
    const { overrides: _given, ...values } = input;
    const now = clock.now();
    await db.transaction(async (tx) => {
      await saveAvailability(tx, listingId, values, overrides, now);
    });
    return view(service, await availabilityOf(db, listingId), overrides);
  }

  /** The open slots of a public, on-sale service between `from` and `to` (14 days from now by default). */
  async function slots(idOrSlug: string, query: SlotsQuery): Promise<Slots> {
    const service = await serviceOf(db, idOrSlug);
    if (!service?.listing.on_sale) throw serviceNotFound();
    if (service.listing.listing_type !== "service" || !service.listing.duration_minutes) throw notAService();
    const now = clock.now();
    const from = query.from ? new Date(query.from) : now;
    const to = query.to ? new Date(query.to) : new Date(from.getTime() + 14 * DAY);
    if (to.getTime() <= from.getTime())
      throw new AppError(AppErrorCode.BAD_REQUEST, 400, BookingMessages.rangeBackwardsQuery);
    if (to.getTime() - from.getTime() > BookingLimits.slotsRangeDaysMax * DAY)
      throw new AppError(AppErrorCode.BAD_REQUEST, 400, BookingMessages.rangeTooLong);
    const row = await availabilityOf(db, service.listing.id);
    const base = {
      listing_id: service.listing.id,
      timezone: row?.timezone ?? BookingDefaults.timezone,
      duration_minutes: service.listing.duration_minutes,
      capacity: row?.capacity ?? 1,
      requires_approval: service.listing.requires_approval,
      is_online: service.listing.is_online,
      price: unitPrice(service.listing),
      currency: service.shop.currency,
      cancel_hours: row?.cancel_hours ?? BookingDefaults.cancel_hours,
      from: from.toISOString(),
      to: to.toISOString(),
    };
    if (!row)
      return {
        ...base,
        bookable: false,
        payment_methods: [],
        slots: [],
        next_start: null,
        horizon: now.toISOString(),
      };
    // Looking on past `to` (up to another 62 days) for the next opening, so an empty range can point to it.
    const lookTo = new Date(to.getTime() + BookingLimits.slotsRangeDaysMax * DAY);
    const margin = DAY;
    const [overrides, held] = await Promise.all([
      overridesOf(db, service.listing.id, localDay(from.getTime() - margin, row.timezone)),
      heldPlaces(
        db,
        service.listing.id,
        new Date(from.getTime() - margin),
        new Date(lookTo.getTime() + margin),
      ),
    ]);
    const rules = rulesOf(row, overrides);
    const durationMinutes = service.listing.duration_minutes;
    const found = openSlots({ rules, durationMinutes, held, from, to, now });
    const next = openSlots({ rules, durationMinutes, held, from: to, to: lookTo, now, limit: 1 })[0];
    return {
      ...base,
      bookable: true,
      payment_methods: paymentMethodsOf(service, row, onlinePayments),
      slots: found.map((slot) => ({
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        places_left: slot.places_left,
      })),
      next_start: next?.start.toISOString() ?? null,
      horizon: new Date(now.getTime() + row.max_days_ahead * DAY).toISOString(),
    };
  }

  return { get, save, slots };
}

export type AvailabilityService = ReturnType<typeof availabilityService>;
