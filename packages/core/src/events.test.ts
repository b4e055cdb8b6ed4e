import { describe, expect, it } from "vitest";
import { eventDefaults, zonedToIso } from "./events";

describe("zonedToIso", () => {
  it("reads wall-clock time in the event's zone", () => {
    expect(zonedToIso("2026-11-28", "18:30", "Asia/Kolkata")).toBe("2026-11-28T13:00:00.000Z");
    expect(zonedToIso("2026-07-01", "09:00", "Europe/London")).toBe("2026-07-01T08:00:00.000Z");
    expect(zonedToIso("2026-12-01", "09:00", "America/New_York")).toBe("2026-12-01T14:00:00.000Z");
    expect(zonedToIso("2026-11-28", "00:15", "UTC")).toBe("2026-11-28T00:15:00.000Z");
  });
});

describe("eventDefaults", () => {
  it("fills a blank description and an online event's missing link", () => {
    expect(eventDefaults({ eventType: "online", eventFormat: "workshop" })).toEqual({
      description: "Join us for this workshop event",
      location: "Online Event",
    });
    expect(
      eventDefaults({
        eventType: "in_person",
        eventFormat: "meetup",
        location: " Jaipur ",
        description: "Chai",
      }),
    ).toEqual({
      description: "Chai",
      location: "Jaipur",
    });
  });
});
