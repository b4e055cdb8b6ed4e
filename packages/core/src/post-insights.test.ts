import { describe, expect, it } from "vitest";
import {
  bestTimeHint,
  bestTimeLabel,
  isBestTimeToPost,
  nextBestTime,
  periodEngagement,
} from "./post-insights";

// 2026-11-24 is a Tuesday. IST is UTC+5:30, so 08:00 IST is 02:30 UTC.
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

describe("best time to post (doc 1 §9, IST)", () => {
  it("is inside the windows on Tuesday to Thursday only", () => {
    expect(isBestTimeToPost(ist("2026-11-24", "08:00"))).toBe(true);
    expect(isBestTimeToPost(ist("2026-11-25", "13:59"))).toBe(true);
    expect(isBestTimeToPost(ist("2026-11-26", "17:30"))).toBe(true);
    expect(isBestTimeToPost(ist("2026-11-23", "09:00"))).toBe(false); // Monday
    expect(isBestTimeToPost(ist("2026-11-27", "09:00"))).toBe(false); // Friday
  });

  it("ends each window at its closing hour", () => {
    expect(isBestTimeToPost(ist("2026-11-24", "07:59"))).toBe(false);
    expect(isBestTimeToPost(ist("2026-11-24", "10:00"))).toBe(false);
    expect(isBestTimeToPost(ist("2026-11-24", "14:00"))).toBe(false);
    expect(isBestTimeToPost(ist("2026-11-24", "18:00"))).toBe(false);
  });

  it("reads the clock in IST, not the device's zone", () => {
    // 03:00 UTC on a Tuesday is 08:30 IST.
    expect(isBestTimeToPost(new Date("2026-11-24T03:00:00Z"))).toBe(true);
    // 23:00 UTC Monday is 04:30 IST Tuesday: too early.
    expect(isBestTimeToPost(new Date("2026-11-23T23:00:00Z"))).toBe(false);
  });

  it("names the next window", () => {
    expect(nextBestTime(ist("2026-11-24", "10:15")).toISOString()).toBe(
      ist("2026-11-24", "12:00").toISOString(),
    );
    expect(nextBestTime(ist("2026-11-24", "18:30")).toISOString()).toBe(
      ist("2026-11-25", "08:00").toISOString(),
    );
    expect(nextBestTime(ist("2026-11-26", "18:05")).toISOString()).toBe(
      ist("2026-12-01", "08:00").toISOString(),
    );
    expect(bestTimeLabel(ist("2026-12-01", "08:00"))).toBe("Tuesday 8 AM");
    expect(bestTimeLabel(ist("2026-11-24", "17:00"))).toBe("Tuesday 5 PM");
  });

  it("tells her now is good, or when", () => {
    expect(bestTimeHint(ist("2026-11-24", "12:30")).good).toBe(true);
    const later = bestTimeHint(ist("2026-11-28", "12:30"));
    expect(later.good).toBe(false);
    expect(later.text).toContain("Next: Tuesday 8 AM");
  });
});

describe("engagement over a period (doc 1 §9)", () => {
  it("is (reactions + comments) / views × 100 with one decimal, 0 without views", () => {
    expect(periodEngagement({ reactions: 3, comments: 1, views: 40 })).toBe(10);
    expect(periodEngagement({ reactions: 1, comments: 0, views: 3 })).toBe(33.3);
    expect(periodEngagement({ reactions: 5, comments: 5, views: 0 })).toBe(0);
  });
});
