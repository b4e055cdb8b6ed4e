import { describe, expect, it } from "vitest";
import {
  coverProblem,
  EMPTY_INLINE_EVENT,
  eventDefaults,
  eventTimezoneFor,
  inlineEventRequest,
  isInlineEventComplete,
  zonedToIso,
} from "./events";

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

describe("inline events", () => {
  const draft = {
    title: " Loom open day ",
    date: "2026-12-05",
    time: "11:00",
    location: "",
    description: "",
  };

  it("needs a title, a date and a time", () => {
    expect(isInlineEventComplete(EMPTY_INLINE_EVENT)).toBe(false);
    expect(isInlineEventComplete({ ...draft, time: "" })).toBe(false);
    expect(isInlineEventComplete({ ...draft, title: "  " })).toBe(false);
    expect(isInlineEventComplete(draft)).toBe(true);
  });

  it("makes an online event without a place, in person with one, private unless the post is public", () => {
    const online = inlineEventRequest(draft, {
      content: " Come along ",
      timezone: "Asia/Kolkata",
      public: true,
    });
    expect(online).toEqual({
      title: "Loom open day",
      startDateTime: "2026-12-05T05:30:00.000Z",
      timezone: "Asia/Kolkata",
      eventType: "online",
      eventFormat: "webinar",
      privacy: "public",
      description: "Come along",
    });
    const inPerson = inlineEventRequest(
      { ...draft, location: " Jaipur ", description: "Tea and looms" },
      { content: "", timezone: "UTC", public: false, coverImage: "/media/post-media/u/1.jpg" },
    );
    expect(inPerson).toMatchObject({
      eventType: "in_person",
      location: "Jaipur",
      description: "Tea and looms",
      privacy: "private",
      coverImage: "/media/post-media/u/1.jpg",
      startDateTime: "2026-12-05T11:00:00.000Z",
    });
  });

  it("writes times in the device's zone when offered, else India's", () => {
    expect(eventTimezoneFor("Europe/London")).toBe("Europe/London");
    expect(eventTimezoneFor("Asia/Dubai")).toBe("Asia/Kolkata");
    expect(eventTimezoneFor(undefined)).toBe("Asia/Kolkata");
  });
});

describe("coverProblem", () => {
  it("takes images up to 10 MB", () => {
    expect(coverProblem({ type: "image/png", size: 10 * 1024 * 1024 })).toBeNull();
    expect(coverProblem({ type: "image/png", size: 10 * 1024 * 1024 + 1 })?.title).toBe("File too large");
    expect(coverProblem({ type: "application/pdf", size: 10 })).toEqual({
      title: "Invalid file",
      body: "Please select an image file",
    });
  });
});
