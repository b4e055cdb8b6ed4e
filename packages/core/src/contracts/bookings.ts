import { z } from "zod";
import {
  BOOKING_ACTIONS,
  BOOKING_PAYMENT_METHODS,
  BOOKING_STATUSES,
  BookingLimits,
  BookingMessages,
  isTimeZone,
  MEETING_PROVIDERS,
} from "../bookings";
import { PAYMENT_STATUSES } from "../orders";
import { razorpayHandoffSchema } from "./orders";
import { cursorParam } from "./paging";

/** Service bookings (issue 19 §2): availability, slots, bookings and their lists. */

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .number({ error: BookingMessages.wholeNumber })
    .int(BookingMessages.wholeNumber)
    .min(min, message)
    .max(max, message);

/** Times are checked by core's `availabilityProblems` (so the words name the day); here only their shape. */
const timeRangeSchema = z.object({ start: z.string().trim().max(5), end: z.string().trim().max(5) });
const dayRanges = z.array(timeRangeSchema).max(BookingLimits.rangesPerDayMax, BookingMessages.rangesTooMany);

export const weeklyHoursSchema = z.object({
  mon: dayRanges.default([]),
  tue: dayRanges.default([]),
  wed: dayRanges.default([]),
  thu: dayRanges.default([]),
  fri: dayRanges.default([]),
  sat: dayRanges.default([]),
  sun: dayRanges.default([]),
});

export const dateOverrideSchema = z.object({
  day: z.string().trim().max(10),
  /** No ranges: a day off. */
  intervals: dayRanges.default([]),
});

const timezoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine((name) => isTimeZone(name), BookingMessages.timezoneInvalid);

/** `PUT /api/vendor/services/{listingId}/availability`: everything the editor saves at once. */
export const availabilityInputSchema = z.object({
  timezone: timezoneSchema.default(BookingLimits.defaultTimezone),
  weekly: weeklyHoursSchema,
  overrides: z
    .array(dateOverrideSchema)
    .max(BookingLimits.overridesMax, BookingMessages.overridesTooMany)
    .default([]),
  buffer_before_minutes: wholeNumber(0, BookingLimits.bufferMaxMinutes, BookingMessages.bufferRange).default(
    0,
  ),
  buffer_after_minutes: wholeNumber(0, BookingLimits.bufferMaxMinutes, BookingMessages.bufferRange).default(
    0,
  ),
  min_notice_minutes: wholeNumber(0, BookingLimits.noticeMaxMinutes, BookingMessages.noticeRange).default(
    120,
  ),
  max_days_ahead: wholeNumber(
    BookingLimits.daysAheadMin,
    BookingLimits.daysAheadMax,
    BookingMessages.daysAheadRange,
  ).default(60),
  capacity: wholeNumber(
    BookingLimits.capacityMin,
    BookingLimits.capacityMax,
    BookingMessages.capacityRange,
  ).default(1),
  pay_at_service: z.boolean().default(false),
  cancel_hours: wholeNumber(0, BookingLimits.cancelHoursMax, BookingMessages.cancelHoursRange).default(24),
  /** Where an online service's meeting is made; Zoom and Google work once she has connected them. */
  meeting_provider: z.enum(MEETING_PROVIDERS).default("in_person"),
});
export type AvailabilityInput = z.input<typeof availabilityInputSchema>;

/** Her availability for one service as the editor shows it (defaults, `configured: false`, before she saves). */
export const availabilitySchema = availabilityInputSchema.required().extend({
  timezone: z.string(),
  listing_id: z.uuid(),
  listing_slug: z.string(),
  title: z.string(),
  duration_minutes: z.number().int().nullable(),
  requires_approval: z.boolean(),
  is_online: z.boolean(),
  configured: z.boolean(),
  /** Online payment is set up on this server: without it every booking is paid at the service. */
  online_payments: z.boolean(),
  updated_at: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const listingParam = z.object({ listingId: z.uuid() });
export const bookingParam = z.object({ id: z.uuid() });

const instant = z.iso.datetime({
  offset: true,
  error: "Please give a date and time like 2026-12-14T10:00:00+05:30",
});

export const slotsQuerySchema = z.object({
  from: instant.optional(),
  to: instant.optional(),
});

export const slotSchema = z.object({ start: z.string(), end: z.string(), places_left: z.number().int() });

/** `GET /api/listings/{id}/slots`: the open slots between `from` and `to`, with how to pay for them. */
export const slotsSchema = z.object({
  listing_id: z.uuid(),
  /** False until the vendor has set her hours for it. */
  bookable: z.boolean(),
  /** The vendor's zone: the page shows each time in the buyer's zone and in this one. */
  timezone: z.string(),
  duration_minutes: z.number().int(),
  capacity: z.number().int(),
  requires_approval: z.boolean(),
  is_online: z.boolean(),
  price: z.number(),
  currency: z.string(),
  payment_methods: z.array(z.enum(BOOKING_PAYMENT_METHODS)),
  cancel_hours: z.number().int(),
  from: z.string(),
  to: z.string(),
  slots: z.array(slotSchema),
  /** The first open slot at or after `to` (within another 62 days), so an empty fortnight can point on. */
  next_start: z.string().nullable(),
  /** The last moment slots can be asked for (how far ahead she takes bookings). */
  horizon: z.string(),
});
export type Slots = z.infer<typeof slotsSchema>;
export type SlotView = z.infer<typeof slotSchema>;

/** `POST /api/bookings` (issue 19's landmark). */
export const bookingCreateSchema = z.object({
  listing_id: z.uuid(),
  slot_start: instant,
  /** A key the page makes once per booking attempt: the same key again answers the same booking. */
  idempotency_key: z.string().trim().min(8).max(100),
  /** Online now (Razorpay, as checkout), or at the service when the vendor allows it. Free services need neither. */
  payment_method: z.enum(BOOKING_PAYMENT_METHODS).default("razorpay"),
  /** Her own zone, so e-mails and the vendor's list can show her time too. */
  buyer_timezone: timezoneSchema.optional(),
});
export type BookingCreate = z.input<typeof bookingCreateSchema>;

/** A booking as its buyer or its shop sees it; `actions` are what the viewer may do now (server-checked again). */
export const bookingSchema = z.object({
  id: z.uuid(),
  viewer: z.enum(["buyer", "vendor"]),
  status: z.enum(BOOKING_STATUSES),
  status_label: z.string(),
  listing: z.object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    image_url: z.string().nullable(),
    is_online: z.boolean(),
  }),
  shop: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  buyer: z.object({ id: z.uuid(), name: z.string(), username: z.string().nullable() }),
  slot_start: z.string(),
  slot_end: z.string(),
  vendor_timezone: z.string(),
  buyer_timezone: z.string().nullable(),
  payment_method: z.enum(BOOKING_PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  total: z.number(),
  currency: z.string(),
  order_number: z.string().nullable(),
  checkout_id: z.uuid().nullable(),
  meeting_provider: z.enum(MEETING_PROVIDERS).nullable(),
  meeting_url: z.string().nullable(),
  meeting_note: z.string().nullable(),
  /** A booking waiting for the vendor is declined by itself at this time. */
  decide_by: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** Until when she may cancel or move it herself (the vendor's window before the start). */
  change_until: z.string().nullable(),
  actions: z.array(z.enum(BOOKING_ACTIONS)),
  created_at: z.string(),
  /** Its last change: a calendar file made from it carries this as its SEQUENCE. */
  updated_at: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** A new booking: while an online payment is open, how to pay (the same handoff as checkout's). */
export const bookingResultSchema = bookingSchema.extend({
  razorpay: razorpayHandoffSchema.optional(),
  payment_expires_at: z.string().nullable(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

export const BUYER_BOOKING_VIEWS = ["upcoming", "past"] as const;
export const VENDOR_BOOKING_VIEWS = ["upcoming", "requests", "past"] as const;
export type BuyerBookingView = (typeof BUYER_BOOKING_VIEWS)[number];
export type VendorBookingView = (typeof VENDOR_BOOKING_VIEWS)[number];

export const buyerBookingsQuerySchema = z.object({
  when: z.enum(BUYER_BOOKING_VIEWS).default("upcoming"),
  cursor: cursorParam,
});
export const vendorBookingsQuerySchema = z.object({
  when: z.enum(VENDOR_BOOKING_VIEWS).default("upcoming"),
  cursor: cursorParam,
});

export const bookingPageSchema = z.object({
  items: z.array(bookingSchema),
  next_cursor: z.string().nullable(),
});
export type BookingPage = z.infer<typeof bookingPageSchema>;

export const vendorBookingPageSchema = bookingPageSchema.extend({
  /** Bookings waiting for her yes or no (paid or pay-at-service), for the tab's count. */
  requests: z.number().int(),
});
export type VendorBookingPage = z.infer<typeof vendorBookingPageSchema>;

const reason = z.string().trim().min(1).max(BookingLimits.reasonMax);

export const bookingCancelSchema = z.object({ reason: reason.optional() });
export const bookingDeclineSchema = z.object({ reason: reason.optional() });
export const vendorBookingCancelSchema = z.object({
  reason: z.string().trim().min(1, "Please tell her why").max(BookingLimits.reasonMax),
});
export const bookingRescheduleSchema = z.object({ slot_start: instant });
