import { describe, expect, it } from "vitest";
import { liveAt, nextUp, slotLabel, slotProblem, slotsOverlap, WEEK_MS, weekOffsetOf } from "./radio";

const MIN = 60_000;
const HOUR = 60 * MIN;
// Monday 2026-11-23 00:00 IST is Sunday 2026-11-22 18:30 UTC.
const mondayIst = new Date("2026-11-22T18:30:00Z");
const at = (ms: number) => new Date(mondayIst.getTime() + ms);

describe("the weekly live clock", () => {
  it("counts the week from Monday 00:00 in India", () => {
    expect(weekOffsetOf(mondayIst)).toBe(0);
    expect(weekOffsetOf(at(90 * MIN))).toBe(90 * MIN);
    expect(weekOffsetOf(at(WEEK_MS + 5 * MIN))).toBe(5 * MIN);
  });

  it("puts every listener at the same position: now less the slot's start", () => {
    const slot = { weekday: 1, start_minute: 19 * 60 + 30, duration_ms: HOUR };
    const start = at(24 * HOUR + 19.5 * HOUR);
    const live = liveAt([slot], new Date(start.getTime() + 12 * MIN + 345));
    expect(live?.slot).toBe(slot);
    expect(live?.position_ms).toBe(12 * MIN + 345);
    expect(live?.started_at.toISOString()).toBe(start.toISOString());
  });

  it("is off air before the start and from the end on", () => {
    const slot = { weekday: 0, start_minute: 60, duration_ms: 30 * MIN };
    expect(liveAt([slot], at(59 * MIN))).toBeNull();
    expect(liveAt([slot], at(60 * MIN))?.position_ms).toBe(0);
    expect(liveAt([slot], at(90 * MIN))).toBeNull();
  });

  it("plays a Sunday-night slot on into Monday", () => {
    const slot = { weekday: 6, start_minute: 23 * 60 + 30, duration_ms: HOUR };
    expect(liveAt([slot], at(WEEK_MS + 20 * MIN))?.position_ms).toBe(50 * MIN);
  });

  it("finds the next slot, wrapping into next week", () => {
    const monday = { weekday: 0, start_minute: 600, duration_ms: HOUR };
    const friday = { weekday: 4, start_minute: 600, duration_ms: HOUR };
    expect(nextUp([monday, friday], at(11 * HOUR))?.slot).toBe(friday);
    const wrap = nextUp([monday], at(5 * 24 * HOUR));
    expect(wrap?.starts_at.toISOString()).toBe(at(WEEK_MS + 10 * HOUR).toISOString());
  });
});

describe("schedule rules", () => {
  const base = { weekday: 2, start_minute: 600, duration_ms: HOUR };
  it("refuses overlaps, including across the week's end", () => {
    expect(slotsOverlap(base, { weekday: 2, start_minute: 630, duration_ms: HOUR })).toBe(true);
    expect(slotsOverlap(base, { weekday: 2, start_minute: 660, duration_ms: HOUR })).toBe(false);
    expect(slotsOverlap(base, { weekday: 2, start_minute: 540, duration_ms: HOUR })).toBe(false);
    const sunday = { weekday: 6, start_minute: 23 * 60, duration_ms: 2 * HOUR };
    expect(slotsOverlap(sunday, { weekday: 0, start_minute: 30, duration_ms: MIN })).toBe(true);
    expect(slotProblem(base, [{ weekday: 2, start_minute: 605, duration_ms: MIN }])).toMatch(/overlaps/);
  });
  it("wants five-minute marks and less than a week", () => {
    expect(slotProblem({ ...base, start_minute: 601 }, [])).toMatch(/5-minute/);
    expect(slotProblem({ ...base, duration_ms: WEEK_MS }, [])).toMatch(/week/);
    expect(slotProblem(base, [])).toBeNull();
    expect(slotLabel(base)).toBe("Wednesday 10:00");
  });
});
