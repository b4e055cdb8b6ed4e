import { describe, expect, it } from "vitest";
import { lowerCount, NotificationLimits, notificationTime, rememberSeen, toastFor } from "./notifications";

const now = new Date("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("toasts", () => {
  it("shows only notifications under 30 s old", () => {
    expect(toastFor({ created_at: ago(29_000), message: "x" }, now).show).toBe(true);
    expect(toastFor({ created_at: ago(30_000), message: "x" }, now).show).toBe(false);
  });

  it("cuts the description at 100 characters", () => {
    const rule = toastFor({ created_at: ago(0), message: "a".repeat(150) }, now);
    expect(rule.description).toBe(`${"a".repeat(100)}…`);
    expect(toastFor({ created_at: ago(0), message: "short" }, now).description).toBe("short");
  });

  it("keeps urgent toasts 10 s in the destructive style, others 5 s", () => {
    expect(toastFor({ created_at: ago(0), message: "", priority: "urgent" }, now)).toMatchObject({
      durationMs: 10_000,
      destructive: true,
    });
    expect(toastFor({ created_at: ago(0), message: "", priority: "normal" }, now)).toMatchObject({
      durationMs: 5_000,
      destructive: false,
    });
  });

  it("trims the seen set above 1000 to the newest 100", () => {
    let seen: string[] = [];
    for (let i = 0; i < NotificationLimits.seenTrimAbove; i++) seen = rememberSeen(seen, `n${i}`);
    expect(seen).toHaveLength(1000);
    expect(rememberSeen(seen, "n5")).toBe(seen);
    const trimmed = rememberSeen(seen, "last");
    expect(trimmed).toHaveLength(100);
    expect(trimmed.at(-1)).toBe("last");
  });
});

describe("counts and times", () => {
  it("never lowers a count below 0", () => {
    expect(lowerCount(1)).toBe(0);
    expect(lowerCount(0)).toBe(0);
    expect(lowerCount(5, 2)).toBe(3);
  });

  it("labels times", () => {
    expect(notificationTime(ago(10_000), now)).toBe("just now");
    expect(notificationTime(ago(60_000), now)).toBe("1 minute ago");
    expect(notificationTime(ago(2 * 3_600_000), now)).toBe("2 hours ago");
    expect(notificationTime(ago(6 * 86_400_000), now)).toBe("6 days ago");
    expect(notificationTime(ago(7 * 86_400_000), now)).toBe("1 week ago");
    expect(notificationTime(ago(21 * 86_400_000), now)).toBe("3 weeks ago");
    expect(notificationTime(ago(40 * 86_400_000), now)).toMatch(/Oct 2026/);
  });
});
