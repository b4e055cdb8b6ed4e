import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AvailabilityRules,
  addDays,
  availabilityProblems,
  BookingMessages,
  bookingActions,
  bookingStatusLabel,
  changeWindowOpen,
  checkSlot,
  decideBy,
  isDay,
  isTimeZone,
  localDay,
  localTime,
  minutesOf,
  offsetMinutes,
  openSlots,
  reminderDue,
  type TimeRange,
  timeOf,
  WEEKDAYS,
  type Weekday,
  weekdayOf,
  zonedInstant,
} from "./bookings";

const week = (ranges: TimeRange[], days: readonly Weekday[] = WEEKDAYS) =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, days.includes(d) ? ranges : []])) as AvailabilityRules["weekly"];

const rules = (over: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  timezone: "Asia/Kolkata",
  weekly: week([{ start: "10:00", end: "13:00" }]),
  overrides: [],
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  min_notice_minutes: 0,
  max_days_ahead: 365,
  capacity: 1,
  ...over,
});

const at = (iso: string) => new Date(iso);
const starts = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString());

/** Slots of one whole UTC day range, asked a long time before (no notice or horizon in the way). */
function slotsBetween(r: AvailabilityRules, from: string, to: string, duration = 60, held = [] as never[]) {
  return openSlots({
    rules: r,
    durationMinutes: duration,
    held,
    from: at(from),
    to: at(to),
    now: at("2026-01-01T00:00:00Z"),
  });
}

describe("calendar dates and times of day", () => {
  it("reads HH:MM, with 24:00 as the end of a day, and refuses anything else", () => {
    expect(minutesOf("09:30")).toBe(570);
    expect(minutesOf("24:00")).toBe(1440);
    expect(minutesOf("9:30")).toBeNull();
    expect(minutesOf("24:30")).toBeNull();
    expect(minutesOf("12:60")).toBeNull();
  });

  it("knows real dates, weekdays and days after", () => {
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-13-01")).toBe(false);
    expect(weekdayOf("2026-12-14")).toBe("mon");
    expect(weekdayOf("2026-12-20")).toBe("sun");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("knows IANA zone names", () => {
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone("Asia/Kolkata; drop table")).toBe(false);
  });
});

describe("time zones", () => {
  it("keeps IST at +5:30 all year (no daylight saving)", () => {
    expect(offsetMinutes(Date.parse("2026-01-15T12:00:00Z"), "Asia/Kolkata")).toBe(330);
    expect(offsetMinutes(Date.parse("2026-07-15T12:00:00Z"), "Asia/Kolkata")).toBe(330);
    expect(new Date(zonedInstant("2026-12-14", 600, "Asia/Kolkata")).toISOString()).toBe(
      "2026-12-14T04:30:00.000Z",
    );
  });

  it("follows London's and New York's clock changes", () => {
    expect(offsetMinutes(Date.parse("2026-07-01T12:00:00Z"), "Europe/London")).toBe(60);
    expect(offsetMinutes(Date.parse("2026-12-01T12:00:00Z"), "Europe/London")).toBe(0);
    expect(offsetMinutes(Date.parse("2026-03-07T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(offsetMinutes(Date.parse("2026-03-09T12:00:00Z"), "America/New_York")).toBe(-240);
  });

  it("takes the earlier of a time that happens twice and moves a time that never happens past the gap", () => {
    // London, 25 Oct 2026: 02:00 BST becomes 01:00 GMT, so 01:30 happens twice.
    expect(new Date(zonedInstant("2026-10-25", 90, "Europe/London")).toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
    // London, 29 Mar 2026: 01:00 GMT becomes 02:00 BST, so 01:30 never happens; it is read as 02:30 BST.
    const gap = zonedInstant("2026-03-29", 90, "Europe/London");
    expect(new Date(gap).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(localTime(gap, "Europe/London")).toBe("02:30");
  });

  it("names the local date of an instant", () => {
    expect(localDay(Date.parse("2026-12-14T20:00:00Z"), "Asia/Kolkata")).toBe("2026-12-15");
    expect(localDay(Date.parse("2026-12-14T20:00:00Z"), "America/New_York")).toBe("2026-12-14");
  });
});

describe("open slots", () => {
  it("cuts her IST hours into meetings of the service's length", () => {
    const slots = slotsBetween(rules(), "2026-12-14T00:00:00Z", "2026-12-15T00:00:00Z");
    expect(starts(slots)).toEqual([
      "2026-12-14T04:30:00.000Z",
      "2026-12-14T05:30:00.000Z",
      "2026-12-14T06:30:00.000Z",
    ]);
    expect(slots.every((s) => s.places_left === 1)).toBe(true);
    expect(slots[0]!.end.toISOString()).toBe("2026-12-14T05:30:00.000Z");
  });

  it("keeps 10 am at 10 am in London on both sides of the clocks going back", () => {
    const london = rules({
      timezone: "Europe/London",
      weekly: week([{ start: "10:00", end: "11:00" }], ["sat", "mon"]),
    });
    const slots = slotsBetween(london, "2026-10-24T00:00:00Z", "2026-10-27T00:00:00Z");
    // Saturday 24 Oct is BST (UTC+1), Monday 26 Oct is GMT.
    expect(starts(slots)).toEqual(["2026-10-24T09:00:00.000Z", "2026-10-26T10:00:00.000Z"]);
    expect(slots.map((s) => localTime(s.start.getTime(), "Europe/London"))).toEqual(["10:00", "10:00"]);
  });

  it("keeps 9 am at 9 am in New York on both sides of the clocks going forward", () => {
    const ny = rules({
      timezone: "America/New_York",
      weekly: week([{ start: "09:00", end: "10:00" }], ["fri", "mon"]),
    });
    const slots = slotsBetween(ny, "2026-03-06T00:00:00Z", "2026-03-10T00:00:00Z");
    expect(starts(slots)).toEqual(["2026-03-06T14:00:00.000Z", "2026-03-09T13:00:00.000Z"]);
  });

  it("gives the real hours of a night with a clock change: one fewer going forward, one more going back", () => {
    const nights = rules({
      timezone: "Europe/London",
      weekly: week([{ start: "00:00", end: "03:00" }], ["sun"]),
    });
    const spring = slotsBetween(nights, "2026-03-28T12:00:00Z", "2026-03-29T12:00:00Z");
    expect(spring.map((s) => localTime(s.start.getTime(), "Europe/London"))).toEqual(["00:00", "02:00"]);
    const autumn = slotsBetween(nights, "2026-10-24T12:00:00Z", "2026-10-25T12:00:00Z");
    expect(starts(autumn)).toEqual([
      "2026-10-24T23:00:00.000Z",
      "2026-10-25T00:00:00.000Z",
      "2026-10-25T01:00:00.000Z",
      "2026-10-25T02:00:00.000Z",
    ]);
    expect(autumn.map((s) => localTime(s.start.getTime(), "Europe/London"))).toEqual([
      "00:00",
      "01:00",
      "01:00",
      "02:00",
    ]);
  });

  it("takes a date's own hours over the week's, and a day off has none", () => {
    const r = rules({
      overrides: [
        { day: "2026-12-14", intervals: [] },
        { day: "2026-12-19", intervals: [{ start: "15:00", end: "16:00" }] },
      ],
      weekly: week([{ start: "10:00", end: "11:00" }], ["mon", "tue"]),
    });
    const slots = slotsBetween(r, "2026-12-13T18:30:00Z", "2026-12-20T18:30:00Z");
    expect(starts(slots)).toEqual(["2026-12-15T04:30:00.000Z", "2026-12-19T09:30:00.000Z"]);
  });

  it("puts her breaks between meetings", () => {
    const r = rules({ buffer_after_minutes: 15 });
    const slots = slotsBetween(r, "2026-12-14T00:00:00Z", "2026-12-15T00:00:00Z");
    expect(slots.map((s) => localTime(s.start.getTime(), "Asia/Kolkata"))).toEqual(["10:00", "11:15"]);
    const both = rules({
      buffer_before_minutes: 10,
      buffer_after_minutes: 20,
      weekly: week([{ start: "10:00", end: "14:00" }]),
    });
    expect(
      slotsBetween(both, "2026-12-14T00:00:00Z", "2026-12-15T00:00:00Z").map((s) =>
        localTime(s.start.getTime(), "Asia/Kolkata"),
      ),
    ).toEqual(["10:00", "11:30", "13:00"]);
  });

  it("blocks slots that a booking at another time comes within the breaks of", () => {
    const r = rules({ buffer_after_minutes: 15, capacity: 3 });
    // Booked at 10:30–11:30 (her hours were different then): 10:00 and 11:15 both touch it with the break.
    const held = [{ start: at("2026-12-14T05:00:00Z"), end: at("2026-12-14T06:00:00Z") }];
    const slots = openSlots({
      rules: r,
      durationMinutes: 60,
      held,
      from: at("2026-12-14T00:00:00Z"),
      to: at("2026-12-15T00:00:00Z"),
      now: at("2026-01-01T00:00:00Z"),
      includeFull: true,
    });
    expect(slots.map((s) => s.places_left)).toEqual([0, 0]);
  });

  it("counts places: capacity less the bookings at that time", () => {
    const r = rules({ capacity: 3 });
    const ten = { start: at("2026-12-14T04:30:00Z"), end: at("2026-12-14T05:30:00Z") };
    const query = {
      rules: r,
      durationMinutes: 60,
      from: at("2026-12-14T00:00:00Z"),
      to: at("2026-12-15T00:00:00Z"),
      now: at("2026-01-01T00:00:00Z"),
    };
    expect(openSlots({ ...query, held: [ten, ten] })[0]!.places_left).toBe(1);
    const full = openSlots({ ...query, held: [ten, ten, ten] });
    expect(starts(full)).not.toContain("2026-12-14T04:30:00.000Z");
    expect(openSlots({ ...query, held: [ten, ten, ten], includeFull: true })[0]!.places_left).toBe(0);
  });

  it("needs her minimum notice", () => {
    const slots = openSlots({
      rules: rules({ min_notice_minutes: 120 }),
      durationMinutes: 60,
      held: [],
      from: at("2026-12-14T00:00:00Z"),
      to: at("2026-12-15T00:00:00Z"),
      // 09:30 IST: 11:00 is only 90 minutes away.
      now: at("2026-12-14T04:00:00Z"),
    });
    expect(slots.map((s) => localTime(s.start.getTime(), "Asia/Kolkata"))).toEqual(["12:00"]);
  });

  it("opens only as far ahead as she takes bookings", () => {
    const slots = openSlots({
      rules: rules({ max_days_ahead: 2 }),
      durationMinutes: 60,
      held: [],
      from: at("2026-12-14T00:00:00Z"),
      to: at("2026-12-24T00:00:00Z"),
      now: at("2026-12-14T00:00:00Z"),
    });
    expect(new Set(slots.map((s) => localDay(s.start.getTime(), "Asia/Kolkata")))).toEqual(
      new Set(["2026-12-14", "2026-12-15"]),
    );
  });

  it("answers slots starting from `from` up to, not including, `to`", () => {
    const slots = slotsBetween(rules(), "2026-12-14T05:30:00Z", "2026-12-14T06:30:00Z");
    expect(starts(slots)).toEqual(["2026-12-14T05:30:00.000Z"]);
  });

  it("tells a full slot from a time that is not a slot", () => {
    const base = { rules: rules(), durationMinutes: 60, now: at("2026-01-01T00:00:00Z") };
    const ten = at("2026-12-14T04:30:00Z");
    expect(checkSlot({ ...base, held: [] }, ten)).toMatchObject({ slot: { places_left: 1 } });
    expect(checkSlot({ ...base, held: [{ start: ten, end: at("2026-12-14T05:30:00Z") }] }, ten)).toEqual({
      refusal: BookingMessages.slotTaken,
    });
    expect(checkSlot({ ...base, held: [] }, at("2026-12-14T04:45:00Z"))).toEqual({
      refusal: BookingMessages.slotUnavailable,
    });
    expect(checkSlot({ ...base, held: [] }, at("2026-12-14T10:30:00Z"))).toEqual({
      refusal: BookingMessages.slotUnavailable,
    });
  });

  it("never lets two slots or their breaks overlap, and keeps each inside her hours (any zone, any date)", () => {
    const zones = ["Asia/Kolkata", "Europe/London", "America/New_York", "Australia/Sydney", "Asia/Kathmandu"];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 364 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 4, max: 24 }),
        fc.constantFrom(15, 30, 45, 60, 90),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        (timezone, offset, startHour, endHour, duration, before, after) => {
          const end = Math.max(startHour + 1, endHour);
          const hours = [
            {
              start: `${String(startHour).padStart(2, "0")}:00`,
              end: end === 24 ? "24:00" : `${String(end).padStart(2, "0")}:00`,
            },
          ];
          const r = rules({
            timezone,
            weekly: week(hours),
            buffer_before_minutes: before,
            buffer_after_minutes: after,
          });
          const from = new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000);
          const slots = openSlots({
            rules: r,
            durationMinutes: duration,
            held: [],
            from,
            to: new Date(from.getTime() + 3 * 86_400_000),
            now: at("2025-12-01T00:00:00Z"),
          });
          // Within one day's period the meetings are spaced by her breaks (the next day's period starts afresh;
          // a booking there is kept apart by the held-place check, the next property).
          for (let i = 1; i < slots.length; i += 1) {
            if (
              localDay(slots[i]!.start.getTime(), timezone) !==
              localDay(slots[i - 1]!.start.getTime(), timezone)
            )
              continue;
            const gap = slots[i]!.start.getTime() - slots[i - 1]!.end.getTime();
            if (gap < (before + after) * 60_000) return false;
          }
          return slots.every((slot) => {
            const day = localDay(slot.start.getTime(), timezone);
            const rangeStart = zonedInstant(day, startHour * 60, timezone);
            const rangeEnd = zonedInstant(day, end * 60, timezone);
            return (
              slot.start.getTime() >= rangeStart &&
              slot.end.getTime() <= rangeEnd &&
              slot.end.getTime() - slot.start.getTime() === duration * 60_000
            );
          });
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("booking slot after slot", () => {
  it("never lets two bookings come within her breaks, nor more than her places share a time", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Asia/Kolkata", "Europe/London", "America/New_York"),
        fc.array(
          fc.record({ start: fc.integer({ min: 0, max: 22 }), length: fc.integer({ min: 1, max: 6 }) }),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        fc.constantFrom(15, 30, 45, 60),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 25 }),
        (timezone, periods, duration, before, after, capacity, picks) => {
          const hours = periods.map(({ start, length }) => ({
            start: timeOf(start * 60),
            end: timeOf(Math.min(24, start + length) * 60),
          }));
          // Her periods may overlap here; they are kept apart only within each day's check otherwise.
          const ordered = [...hours].sort((a, b) => a.start.localeCompare(b.start));
          const merged: TimeRange[] = [];
          for (const range of ordered) {
            const last = merged.at(-1);
            if (last && range.start <= last.end) last.end = range.end > last.end ? range.end : last.end;
            else merged.push({ ...range });
          }
          const r = rules({
            timezone,
            weekly: week(merged),
            buffer_before_minutes: before,
            buffer_after_minutes: after,
            capacity,
          });
          const held: { start: Date; end: Date }[] = [];
          const query = {
            rules: r,
            durationMinutes: duration,
            from: at("2026-03-27T00:00:00Z"),
            to: at("2026-03-31T00:00:00Z"),
            now: at("2026-01-01T00:00:00Z"),
          };
          for (const pick of picks) {
            const open = openSlots({ ...query, held });
            if (open.length === 0) break;
            const slot = open[pick % open.length]!;
            held.push({ start: slot.start, end: slot.end });
          }
          const apart = (before + after) * 60_000;
          for (let i = 0; i < held.length; i += 1)
            for (let j = i + 1; j < held.length; j += 1) {
              const [a, b] = [held[i]!, held[j]!];
              if (a.start.getTime() === b.start.getTime()) continue;
              const [first, second] = a.start < b.start ? [a, b] : [b, a];
              if (second.start.getTime() - first.end.getTime() < apart) return false;
            }
          const perStart = new Map<number, number>();
          for (const h of held) perStart.set(h.start.getTime(), (perStart.get(h.start.getTime()) ?? 0) + 1);
          return [...perStart.values()].every((n) => n <= capacity);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("her availability's problems, in words", () => {
  const hours = (over: Partial<AvailabilityRules["weekly"]> = {}) => ({ ...week([]), ...over });

  it("accepts good hours and special dates", () => {
    expect(
      availabilityProblems({
        timezone: "Asia/Kolkata",
        weekly: hours({
          mon: [
            { start: "09:00", end: "12:00" },
            { start: "13:00", end: "24:00" },
          ],
        }),
        overrides: [{ day: "2026-12-25", intervals: [] }],
      }),
    ).toEqual([]);
  });

  it("names each problem at its field", () => {
    const problems = availabilityProblems({
      timezone: "Nowhere/Land",
      weekly: hours({
        mon: [{ start: "12:00", end: "10:00" }],
        tue: [
          { start: "09:00", end: "12:00" },
          { start: "11:00", end: "13:00" },
        ],
        wed: [{ start: "9am", end: "10:00" }],
      }),
      overrides: [
        { day: "2026-02-30", intervals: [] },
        { day: "2026-12-25", intervals: [] },
        { day: "2026-12-25", intervals: [] },
      ],
    });
    expect(problems).toEqual([
      { path: ["timezone"], message: BookingMessages.timezoneInvalid },
      { path: ["weekly", "mon", 0, "end"], message: BookingMessages.rangeBackwards },
      { path: ["weekly", "tue"], message: BookingMessages.rangesOverlap("Tuesday") },
      { path: ["weekly", "wed", 0, "start"], message: BookingMessages.timeInvalid },
      { path: ["overrides", 0, "day"], message: BookingMessages.dayInvalid },
      { path: ["overrides", 2, "day"], message: BookingMessages.dayRepeated("2026-12-25") },
    ]);
  });
});

describe("policies", () => {
  const start = at("2026-12-14T04:30:00Z");

  it("lets her cancel or move until the vendor's window before the start", () => {
    expect(changeWindowOpen(start, 24, at("2026-12-13T04:30:00Z"))).toBe(true);
    expect(changeWindowOpen(start, 24, at("2026-12-13T04:30:01Z"))).toBe(false);
    expect(changeWindowOpen(start, 0, at("2026-12-14T04:29:00Z"))).toBe(true);
  });

  it("waits 48 hours for the vendor's answer, or until the start if sooner", () => {
    expect(decideBy(at("2026-12-01T00:00:00Z"), start).toISOString()).toBe("2026-12-03T00:00:00.000Z");
    expect(decideBy(at("2026-12-13T10:00:00Z"), start)).toEqual(start);
  });

  it("sends each reminder once it is time, only for bookings made before then", () => {
    const booked = at("2026-12-01T00:00:00Z");
    expect(reminderDue("day", start, booked, at("2026-12-13T04:29:00Z"))).toBe(false);
    expect(reminderDue("day", start, booked, at("2026-12-13T04:30:00Z"))).toBe(true);
    // Late for the day's reminder once the hour's is due: only the hour's goes.
    expect(reminderDue("day", start, booked, at("2026-12-14T03:45:00Z"))).toBe(false);
    expect(reminderDue("hour", start, booked, at("2026-12-14T03:45:00Z"))).toBe(true);
    expect(reminderDue("hour", start, booked, at("2026-12-14T04:30:00Z"))).toBe(false);
    // Booked the evening before: no "tomorrow" reminder, but the hour's one.
    const lastMinute = at("2026-12-13T14:00:00Z");
    expect(reminderDue("day", start, lastMinute, at("2026-12-13T15:00:00Z"))).toBe(false);
    expect(reminderDue("hour", start, lastMinute, at("2026-12-14T03:31:00Z"))).toBe(true);
  });

  it("says a pending online booking is waiting for its payment", () => {
    expect(bookingStatusLabel("pending", "awaiting")).toBe("Waiting for payment");
    expect(bookingStatusLabel("pending", "paid")).toBe("Waiting for the shop to confirm");
    expect(bookingStatusLabel("confirmed", "cod")).toBe("Confirmed");
    expect(bookingStatusLabel("pending", "cod", "vendor")).toBe("Waiting for your answer");
  });
});

describe("what each side may do with a booking", () => {
  const slotStart = at("2026-12-14T04:30:00Z");
  const facts = (over: Partial<Parameters<typeof bookingActions>[0]> = {}) => ({
    viewer: "buyer" as const,
    status: "confirmed" as const,
    slotStart,
    paymentStatus: "paid",
    cancelHours: 24,
    ...over,
  });
  const early = at("2026-12-10T00:00:00Z");
  const late = at("2026-12-14T00:00:00Z");

  it("lets the buyer cancel or move a confirmed booking only within the window", () => {
    expect(bookingActions(facts(), early)).toEqual(["cancel", "reschedule"]);
    expect(bookingActions(facts(), late)).toEqual([]);
  });

  it("lets the buyer withdraw a request any time before it starts", () => {
    expect(bookingActions(facts({ status: "pending" }), late)).toEqual(["cancel"]);
    expect(bookingActions(facts({ status: "pending" }), at("2026-12-14T05:00:00Z"))).toEqual([]);
  });

  it("lets the vendor answer only requests whose money is settled", () => {
    const vendor = facts({ viewer: "vendor", status: "pending" });
    expect(bookingActions(vendor, late)).toEqual(["accept", "decline"]);
    expect(bookingActions({ ...vendor, paymentStatus: "awaiting" }, late)).toEqual([]);
    expect(bookingActions(facts({ viewer: "vendor" }), late)).toEqual(["cancel"]);
    expect(bookingActions(facts({ viewer: "vendor" }), at("2026-12-14T05:00:00Z"))).toEqual(["complete"]);
    expect(bookingActions(facts({ viewer: "vendor", status: "cancelled" }), late)).toEqual([]);
  });
});
