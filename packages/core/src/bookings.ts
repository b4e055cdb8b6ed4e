/**
 * Service bookings (issue 19 §2): a vendor's weekly hours in her own time zone, dated exceptions, buffers, notice,
 * how far ahead, places per slot, and the open slots they give. Pure and shared: the server decides with these
 * under the availability row's lock; the web shows the same slots and says the same words.
 *
 * Time zones use only `Intl.DateTimeFormat` (every browser and Node ship the IANA database): a wall-clock time in
 * her zone becomes an instant the way Temporal's "compatible" choice does it — a time that happens twice (clocks
 * going back) is the earlier one, a time that never happens (clocks going forward) moves on by the gap.
 */

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WeekdayLabels: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** A stretch of a day in her wall-clock time, `HH:MM` (24-hour); `end` may be `24:00`. */
export type TimeRange = { start: string; end: string };
export type WeeklyHours = Record<Weekday, TimeRange[]>;
/** A date (`YYYY-MM-DD`, her calendar) with other hours than the week's; no ranges is a day off. */
export type DateOverride = { day: string; intervals: TimeRange[] };

export const BOOKING_STATUSES = ["pending", "confirmed", "declined", "cancelled", "completed"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Bookings that take a place in their slot. */
export const HOLDING_STATUSES: readonly BookingStatus[] = ["pending", "confirmed"];

export const MEETING_PROVIDERS = ["in_person", "zoom", "google"] as const;
export type MeetingProvider = (typeof MEETING_PROVIDERS)[number];
export const MeetingProviderLabels: Record<MeetingProvider, string> = {
  in_person: "In person (no video link)",
  zoom: "Zoom",
  google: "Google Meet",
};

/** How a booking is paid: now, online (Razorpay, as checkout), or to the vendor at the service. */
export const BOOKING_PAYMENT_METHODS = ["razorpay", "pay_at_service"] as const;
export type BookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number];
export const BookingPaymentLabels: Record<BookingPaymentMethod, string> = {
  razorpay: "Pay now: UPI, cards and netbanking",
  pay_at_service: "Pay at the service",
};

export const BookingLimits = {
  defaultTimezone: "Asia/Kolkata",
  rangesPerDayMax: 6,
  overridesMax: 200,
  bufferMaxMinutes: 240,
  noticeMaxMinutes: 30 * 24 * 60,
  daysAheadMin: 1,
  daysAheadMax: 365,
  capacityMin: 1,
  capacityMax: 500,
  cancelHoursMax: 30 * 24,
  /** A service that needs her approval is declined by itself when she has not answered within this time. */
  approvalHours: 48,
  /** Reminders go this many hours before the start. */
  reminderDayHours: 24,
  reminderHourHours: 1,
  /** One slots request covers at most this many days. */
  slotsRangeDaysMax: 62,
  /** A guard on the work one request can ask for (15-minute slots, all day, 62 days ≈ 6,000). */
  slotsMax: 6_000,
  listPageSize: 20,
  reasonMax: 500,
} as const;

export const BookingDefaults = {
  timezone: BookingLimits.defaultTimezone,
  weekly: {
    mon: [{ start: "10:00", end: "18:00" }],
    tue: [{ start: "10:00", end: "18:00" }],
    wed: [{ start: "10:00", end: "18:00" }],
    thu: [{ start: "10:00", end: "18:00" }],
    fri: [{ start: "10:00", end: "18:00" }],
    sat: [],
    sun: [],
  } satisfies WeeklyHours,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  min_notice_minutes: 120,
  max_days_ahead: 60,
  capacity: 1,
  pay_at_service: false,
  cancel_hours: 24,
  meeting_provider: "in_person" as MeetingProvider,
};

export const BookingMessages = {
  slotTaken: "This time was just taken. Please pick another.",
  slotUnavailable: "This time cannot be booked. Please pick another.",
  notBookable: "This service is not taking bookings yet",
  notAService: "Only services can be booked",
  serviceNotFound: "Service not found",
  ownService: "You cannot book your own service",
  payAtServiceOff: "This service is paid online when you book",
  onlineUnavailable: "Online payment is not available right now; please try again later",
  notFound: "Booking not found",
  cancelTooLate: (hours: number) =>
    `Bookings can be cancelled up to ${plural(hours, "hour")} before the start`,
  rescheduleTooLate: (hours: number) =>
    `Bookings can be moved up to ${plural(hours, "hour")} before the start`,
  notPending: "This booking is no longer waiting for your answer",
  awaitingPayment: "This booking is waiting for the buyer's payment",
  captureFailed:
    "We couldn't take her payment just now, so the booking is still waiting. We'll try again in a few minutes; you can also accept again.",
  notActive: "This booking is no longer active",
  started: "This booking's time has already come",
  sameSlot: "Your booking is already at that time",
  notFinished: "A booking can be marked done once its time has started",
  declinedByShop: "The shop could not take this booking",
  declinedInTime: "The shop did not answer in time",
  timezoneInvalid: "Please choose a time zone from the list",
  timeInvalid: "Please write times as HH:MM, for example 09:30",
  rangeBackwards: "Each period must end after it starts",
  rangesOverlap: (day: string) => `The hours on ${day} overlap; please join them into one period`,
  rangesTooMany: `A day can have at most ${BookingLimits.rangesPerDayMax} periods`,
  dayInvalid: "Please choose a real date",
  dayRepeated: (day: string) => `${day} is listed twice; please keep one`,
  overridesTooMany: `Up to ${BookingLimits.overridesMax} special dates can be kept`,
  bufferRange: `Breaks can be 0 to ${BookingLimits.bufferMaxMinutes} minutes`,
  noticeRange: "Minimum notice can be from 0 minutes up to 30 days",
  daysAheadRange: `Bookings can open 1 to ${BookingLimits.daysAheadMax} days ahead`,
  capacityRange: `Each slot can take 1 to ${BookingLimits.capacityMax} people`,
  cancelHoursRange: `The cancellation window can be 0 to ${BookingLimits.cancelHoursMax} hours`,
  wholeNumber: "Please enter a whole number",
  rangeTooLong: `Slots can be asked for up to ${BookingLimits.slotsRangeDaysMax} days at a time`,
  rangeBackwardsQuery: "The end of the range must come after its start",
  awaitingShop: "Waiting for the shop to confirm",
  awaitingPaymentLabel: "Waiting for payment",
  awaitingYou: "Waiting for your answer",
} as const;

export const BookingStatusLabels: Record<BookingStatus, string> = {
  pending: BookingMessages.awaitingShop,
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
  completed: "Completed",
};

/**
 * A booking's state in words for whoever looks: a pending online booking is still waiting for its payment; a
 * request waits for the shop (to the buyer) or for her answer (to the shop).
 */
export function bookingStatusLabel(
  status: BookingStatus,
  paymentStatus: string,
  viewer: "buyer" | "vendor" = "buyer",
): string {
  if (status === "pending" && paymentStatus === "awaiting") return BookingMessages.awaitingPaymentLabel;
  if (status === "pending" && viewer === "vendor") return BookingMessages.awaitingYou;
  return BookingStatusLabels[status];
}

function plural(n: number, unit: string) {
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------------------------
// Time of day and dates

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `HH:MM` → minutes after midnight (`24:00` → 1440); null when it is not a time. */
export function minutesOf(time: string): number | null {
  if (!TIME.test(time)) return null;
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
}

/** Minutes after midnight → `HH:MM`. */
export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** A `YYYY-MM-DD` that names a real date. */
export function isDay(day: string): boolean {
  const match = DATE.exec(day);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function dayStartUtc(day: string): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** The calendar date `n` days after `day`. */
export function addDays(day: string, n: number): string {
  return new Date(dayStartUtc(day) + n * DAY).toISOString().slice(0, 10);
}

/** The weekday of a calendar date. */
export function weekdayOf(day: string): Weekday {
  // getUTCDay: 0 is Sunday.
  return WEEKDAYS[(new Date(dayStartUtc(day)).getUTCDay() + 6) % 7]!;
}

// ---------------------------------------------------------------------------------------------------------------
// Time zones

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for an IANA zone name this runtime knows (`Asia/Kolkata`, `Europe/London`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant)))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    // Some engines still write midnight as 24 with h23.
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at an instant, in minutes (IST: 330; London in summer: 60). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const w = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / MINUTE);
}

/** The calendar date (`YYYY-MM-DD`) an instant falls on in a zone. */
export function localDay(instant: number, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${String(w.year).padStart(4, "0")}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

/** `HH:MM` of an instant in a zone. */
export function localTime(instant: number, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return timeOf(w.hour * 60 + w.minute);
}

/**
 * The instant of a wall-clock time (`minutes` after midnight of `day`) in a zone. Clocks going back: the earlier
 * of the two; clocks going forward past it: the same distance after the gap (01:30 on London's spring-forward
 * day is 02:30 BST).
 */
export function zonedInstant(day: string, minutes: number, timeZone: string): number {
  const wall = dayStartUtc(day) + minutes * MINUTE;
  const before = offsetMinutes(wall - DAY, timeZone);
  const after = offsetMinutes(wall + DAY, timeZone);
  const early = wall - before * MINUTE;
  const late = wall - after * MINUTE;
  const earlyFits = offsetMinutes(early, timeZone) === before;
  const lateFits = offsetMinutes(late, timeZone) === after;
  if (earlyFits && lateFits) return Math.min(early, late);
  if (earlyFits) return early;
  if (lateFits) return late;
  return early;
}

// ---------------------------------------------------------------------------------------------------------------
// Slots

export type AvailabilityRules = {
  timezone: string;
  weekly: WeeklyHours;
  overrides: readonly DateOverride[];
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  min_notice_minutes: number;
  max_days_ahead: number;
  capacity: number;
};

/** A booking that holds one place from `start` to `end` (pending or confirmed). */
export type HeldPlace = { start: Date | number; end: Date | number };

export type Slot = { start: Date; end: Date; places_left: number };

export type SlotQuery = {
  rules: AvailabilityRules;
  durationMinutes: number;
  held: readonly HeldPlace[];
  /** Slots starting at or after `from` and before `to`. */
  from: Date;
  to: Date;
  now: Date;
  /** Keep slots with no place left (places_left 0), e.g. to tell "taken" from "not a slot". */
  includeFull?: boolean;
  /** Stop after this many (the first ones in time). */
  limit?: number;
};

const ms = (value: Date | number) => (typeof value === "number" ? value : value.getTime());

/** The ranges of a calendar date: its override when she set one, else the week's hours of that weekday. */
export function rangesOn(rules: Pick<AvailabilityRules, "weekly" | "overrides">, day: string): TimeRange[] {
  const override = rules.overrides.find((o) => o.day === day);
  return override ? override.intervals : (rules.weekly[weekdayOf(day)] ?? []);
}

/**
 * The open slots between `from` and `to`. Each period of her day is cut into meetings of the service's length,
 * one after another with her breaks between them (the break after one and before the next); a slot must start
 * after the minimum notice and within how far ahead she takes bookings. A slot's places are her capacity less the
 * bookings at exactly that time; a booking at another time that comes within the breaks of it (after she changed
 * her hours or the service's length) leaves it no place at all.
 */
export function openSlots(query: SlotQuery): Slot[] {
  const { rules, durationMinutes, now } = query;
  if (durationMinutes <= 0 || rules.capacity < 1) return [];
  const duration = durationMinutes * MINUTE;
  const before = rules.buffer_before_minutes * MINUTE;
  const after = rules.buffer_after_minutes * MINUTE;
  const step = duration + before + after;
  const earliest = Math.max(query.from.getTime(), now.getTime() + rules.min_notice_minutes * MINUTE);
  const latest = Math.min(query.to.getTime() - 1, now.getTime() + rules.max_days_ahead * DAY);
  if (earliest > latest) return [];
  const held = query.held.map((h) => ({ start: ms(h.start), end: ms(h.end) }));

  const slots: Slot[] = [];
  const lastDay = localDay(latest, rules.timezone);
  for (let day = localDay(earliest, rules.timezone); day <= lastDay; day = addDays(day, 1)) {
    const ranges = [...rangesOn(rules, day)].sort((a, b) => a.start.localeCompare(b.start));
    for (const range of ranges) {
      const rangeStart = zonedInstant(day, minutesOf(range.start) ?? 0, rules.timezone);
      const rangeEnd = zonedInstant(day, minutesOf(range.end) ?? 0, rules.timezone);
      for (let start = rangeStart; start + duration <= rangeEnd; start += step) {
        if (start < earliest) continue;
        if (start > latest) break;
        const end = start + duration;
        let same = 0;
        let blocked = false;
        for (const h of held) {
          if (h.start === start && h.end === end) same += 1;
          else if (start < h.end + after + before && h.start < end + after + before) blocked = true;
        }
        const places = blocked ? 0 : Math.max(0, rules.capacity - same);
        if (places > 0 || query.includeFull)
          slots.push({ start: new Date(start), end: new Date(end), places_left: places });
        if (slots.length >= Math.min(query.limit ?? Infinity, BookingLimits.slotsMax)) return sorted(slots);
      }
    }
  }
  return sorted(slots);
}

function sorted(slots: Slot[]): Slot[] {
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Why a wanted start cannot be booked (`slotUnavailable`: not one of her slots; `slotTaken`: full), or the slot. */
export function checkSlot(
  query: Omit<SlotQuery, "from" | "to" | "includeFull">,
  start: Date,
): { slot: Slot } | { refusal: string } {
  const found = openSlots({
    ...query,
    from: start,
    to: new Date(start.getTime() + 1),
    includeFull: true,
  }).find((slot) => slot.start.getTime() === start.getTime());
  if (!found) return { refusal: BookingMessages.slotUnavailable };
  if (found.places_left < 1) return { refusal: BookingMessages.slotTaken };
  return { slot: found };
}

// ---------------------------------------------------------------------------------------------------------------
// Policies

/** The last moment she may cancel or move a booking herself. */
export function changeDeadline(slotStart: Date, cancelHours: number): Date {
  return new Date(slotStart.getTime() - cancelHours * HOUR);
}

/** She may cancel or move a booking up to the vendor's window before its start. */
export function changeWindowOpen(slotStart: Date, cancelHours: number, now: Date): boolean {
  return now.getTime() <= changeDeadline(slotStart, cancelHours).getTime();
}

/** When a booking that needs the vendor's yes is declined by itself: 48 hours on, or its start if sooner. */
export function decideBy(bookedAt: Date, slotStart: Date): Date {
  return new Date(Math.min(bookedAt.getTime() + BookingLimits.approvalHours * HOUR, slotStart.getTime()));
}

export type ReminderKind = "day" | "hour";
export const REMINDER_KINDS: readonly ReminderKind[] = ["day", "hour"];

export const reminderLead = (kind: ReminderKind) =>
  (kind === "day" ? BookingLimits.reminderDayHours : BookingLimits.reminderHourHours) * HOUR;

/** When a reminder goes out. */
export function reminderAt(kind: ReminderKind, slotStart: Date): Date {
  return new Date(slotStart.getTime() - reminderLead(kind));
}

/**
 * A reminder is due from its time until the start, but only for a booking made before that time (booking at
 * 8 pm for 10 am tomorrow sends no "tomorrow" reminder), and the day's reminder gives way to the hour's.
 */
export function reminderDue(kind: ReminderKind, slotStart: Date, bookedAt: Date, now: Date): boolean {
  const at = reminderAt(kind, slotStart).getTime();
  if (bookedAt.getTime() >= at) return false;
  if (now.getTime() < at || now.getTime() >= slotStart.getTime()) return false;
  if (kind === "day" && now.getTime() >= reminderAt("hour", slotStart).getTime()) return false;
  return true;
}

export const BOOKING_ACTIONS = ["cancel", "reschedule", "accept", "decline", "complete"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

export type BookingFacts = {
  viewer: "buyer" | "vendor";
  status: BookingStatus;
  slotStart: Date;
  /** The order's money: `awaiting` while an online payment is open. */
  paymentStatus: string | null;
  /** The vendor's window (hours before the start) for the buyer's own cancellations and moves. */
  cancelHours: number;
};

/**
 * What the viewer may do with a booking now; the server checks each again when she does it. The buyer may withdraw
 * a booking still waiting for the shop at any time before it starts, and cancel or move a confirmed one until the
 * vendor's window; the vendor answers requests whose money is settled, cancels a booking with a reason before it
 * starts, and marks it done once it has started.
 */
export function bookingActions(facts: BookingFacts, now: Date): BookingAction[] {
  const { status, slotStart } = facts;
  const before = now.getTime() < slotStart.getTime();
  const held = status === "pending" || status === "confirmed";
  const windowOpen = changeWindowOpen(slotStart, facts.cancelHours, now);
  const actions: BookingAction[] = [];
  if (facts.viewer === "buyer") {
    if (held && before && (status === "pending" || windowOpen)) actions.push("cancel");
    if (held && windowOpen) actions.push("reschedule");
    return actions;
  }
  if (status === "pending" && before && facts.paymentStatus !== "awaiting") actions.push("accept", "decline");
  if (status === "confirmed" && before) actions.push("cancel");
  if (status === "confirmed" && !before) actions.push("complete");
  return actions;
}

// ---------------------------------------------------------------------------------------------------------------
// Validation of her availability (the contract calls this; the editor shows the same words)

export type AvailabilityProblem = { path: (string | number)[]; message: string };

function rangeProblems(
  ranges: readonly TimeRange[],
  where: (string | number)[],
  dayName: string,
): AvailabilityProblem[] {
  const problems: AvailabilityProblem[] = [];
  if (ranges.length > BookingLimits.rangesPerDayMax)
    problems.push({ path: where, message: BookingMessages.rangesTooMany });
  const spans: { start: number; end: number }[] = [];
  ranges.forEach((range, i) => {
    const start = minutesOf(range.start);
    const end = minutesOf(range.end);
    if (start === null || start === 1440)
      problems.push({ path: [...where, i, "start"], message: BookingMessages.timeInvalid });
    if (end === null) problems.push({ path: [...where, i, "end"], message: BookingMessages.timeInvalid });
    if (start === null || end === null || start === 1440) return;
    if (end <= start) {
      problems.push({ path: [...where, i, "end"], message: BookingMessages.rangeBackwards });
      return;
    }
    spans.push({ start, end });
  });
  const ordered = [...spans].sort((a, b) => a.start - b.start);
  for (let i = 1; i < ordered.length; i += 1)
    if (ordered[i]!.start < ordered[i - 1]!.end) {
      problems.push({ path: where, message: BookingMessages.rangesOverlap(dayName) });
      break;
    }
  return problems;
}

/** Everything wrong with her hours and special dates, each at the field it belongs to. */
export function availabilityProblems(input: {
  timezone: string;
  weekly: WeeklyHours;
  overrides: readonly DateOverride[];
}): AvailabilityProblem[] {
  const problems: AvailabilityProblem[] = [];
  if (!isTimeZone(input.timezone))
    problems.push({ path: ["timezone"], message: BookingMessages.timezoneInvalid });
  for (const day of WEEKDAYS)
    problems.push(...rangeProblems(input.weekly[day] ?? [], ["weekly", day], WeekdayLabels[day]));
  if (input.overrides.length > BookingLimits.overridesMax)
    problems.push({ path: ["overrides"], message: BookingMessages.overridesTooMany });
  const seen = new Set<string>();
  input.overrides.forEach((override, i) => {
    if (!isDay(override.day)) {
      problems.push({ path: ["overrides", i, "day"], message: BookingMessages.dayInvalid });
      return;
    }
    if (seen.has(override.day))
      problems.push({ path: ["overrides", i, "day"], message: BookingMessages.dayRepeated(override.day) });
    seen.add(override.day);
    problems.push(...rangeProblems(override.intervals, ["overrides", i, "intervals"], override.day));
  });
  return problems;
}

/** A problem as one sentence for a message line: the weekday or date it is about, then what is wrong. */
export function problemSentence(
  problem: AvailabilityProblem,
  input: { overrides: readonly DateOverride[] },
): string {
  const [area, key] = problem.path;
  if (area === "weekly" && problem.path.length > 2)
    return `${WeekdayLabels[key as Weekday]}: ${problem.message}`;
  if (area === "overrides" && typeof key === "number" && problem.path[2] === "intervals")
    return `${input.overrides[key]?.day}: ${problem.message}`;
  return problem.message;
}

// ---------------------------------------------------------------------------------------------------------------
// Showing times

/** "Tue, 12 Dec, 10:00 am" in a zone, in Indian English; with `zone`, the zone's short name after it. */
export function formatSlotTime(
  instant: Date | number,
  timeZone: string,
  withZone = false,
  locale = "en-IN",
): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    ...(withZone ? { timeZoneName: "short" } : {}),
  }).format(new Date(instant));
}

/** "10:00 am" in a zone. */
export function formatClock(instant: Date | number, timeZone: string, locale = "en-IN"): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: "numeric", minute: "2-digit" }).format(
    new Date(instant),
  );
}

/** The zone's short name at an instant ("IST", "GMT+1"), for labels beside a time. */
export function zoneLabel(instant: Date | number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-IN", { timeZone, timeZoneName: "short" }).formatToParts(
    new Date(instant),
  );
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}
