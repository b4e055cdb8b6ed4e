import { notificationTime } from "@saheli/core/notifications";
import { describe, expect, it } from "vitest";
import { notificationTimeIn } from "./notification-time";

const now = new Date("2026-11-25T12:00:00Z");
const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const AGES = [
  0,
  0.5,
  1,
  2,
  59,
  60,
  61,
  150,
  23 * 60 + 59,
  24 * 60,
  3 * 24 * 60,
  6 * 24 * 60,
  7 * 24 * 60,
  20 * 24 * 60,
  28 * 24 * 60,
  400 * 24 * 60,
];

describe("notificationTimeIn", () => {
  it("says in English exactly what core says", () => {
    for (const age of AGES) {
      expect(notificationTimeIn("en", "just now", before(age), now)).toBe(notificationTime(before(age), now));
    }
  });

  it("speaks Hindi through Intl in hi-IN", () => {
    expect(notificationTimeIn("hi", "अभी-अभी", before(0), now)).toBe("अभी-अभी");
    expect(notificationTimeIn("hi", "अभी-अभी", before(5), now)).toBe("5 मिनट पहले");
    expect(notificationTimeIn("hi", "अभी-अभी", before(120), now)).toBe("2 घंटे पहले");
    expect(notificationTimeIn("hi-IN", "अभी-अभी", before(3 * 24 * 60), now)).toBe("3 दिन पहले");
  });
});
