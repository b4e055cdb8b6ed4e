/** Community events (doc 1 §3 "Event", §4 "Event dialog", §5, §9). */

export const EVENT_FORMATS = [
  "linkedin-live",
  "webinar",
  "conference",
  "workshop",
  "networking",
  "panel",
  "meetup",
  "training",
  "other",
] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

export const EventFormatLabels: Record<EventFormat, string> = {
  "linkedin-live": "Live stream",
  webinar: "Webinar",
  conference: "Conference",
  workshop: "Workshop",
  networking: "Networking",
  panel: "Panel discussion",
  meetup: "Meetup",
  training: "Training",
  other: "Other",
};

export const EVENT_TIMEZONES = [
  "UTC",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "Europe/London",
  "Europe/Paris",
  "Asia/Kolkata",
  "Asia/Tokyo",
  "Asia/Shanghai",
  "Australia/Sydney",
] as const;
export type EventTimezone = (typeof EVENT_TIMEZONES)[number];
export const DEFAULT_TIMEZONE: EventTimezone = "Asia/Kolkata";

export const EVENT_TYPES = ["online", "in_person"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EventLimits = {
  nameMax: 100,
  descriptionMax: 1000,
  locationMax: 200,
  attendeesMin: 1,
  attendeesMax: 10_000,
  coverMaxBytes: 10 * 1024 * 1024,
  /** The composer's inline event form (doc 1 §5) is shorter than the dialog. */
  inlineTitleMax: 100,
  inlineLocationMax: 200,
  inlineDescriptionMax: 500,
} as const;

export const EventMessages = {
  requiredTitle: "Please complete all required fields",
  requiredBody: "Event name, format, date and time are required.",
  startInPast: "The event can't start before today.",
  endBeforeStart: "The end can't be before the start.",
  created: "Event created!",
  failed: "Failed to create event",
  full: "This event is full",
  notFound: "Event not found",
  onlineLocation: "Online Event",
  coverInvalidTitle: "Invalid file",
  coverInvalidBody: "Please select an image file",
  coverTooLargeTitle: "File too large",
  coverTooLargeBody: "Please select an image under 10MB",
  coverUploaded: "Image uploaded",
  coverUploadFailed: "Upload failed",
  coverHint: "At least 480 pixels wide; 16:9 looks best.",
} as const;

/** Doc 1 §5: the cover must be an image of at most 10 MB; null when it may be uploaded. */
export function coverProblem(file: { type: string; size: number }): { title: string; body: string } | null {
  if (!file.type.startsWith("image/"))
    return { title: EventMessages.coverInvalidTitle, body: EventMessages.coverInvalidBody };
  if (file.size > EventLimits.coverMaxBytes)
    return { title: EventMessages.coverTooLargeTitle, body: EventMessages.coverTooLargeBody };
  return null;
}

/** Doc 1 §5: a blank description and an online event without a link get the spec's defaults. */
export function eventDefaults(input: {
  description?: string;
  location?: string;
  eventType: EventType;
  eventFormat: EventFormat;
}) {
  const description =
    input.description?.trim() ||
    `Join us for this ${EventFormatLabels[input.eventFormat].toLowerCase()} event`;
  const location =
    input.location?.trim() || (input.eventType === "online" ? EventMessages.onlineLocation : "");
  return { description, location };
}

/** Minutes the zone is ahead of UTC at that instant (Asia/Kolkata: 330). */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return Math.round((wall - at.getTime()) / 60_000);
}

/** A wall-clock date and time in `timeZone` ("2026-11-28", "18:30") as an ISO instant. */
export function zonedToIso(date: string, time: string, timeZone: string): string {
  const asUtc = new Date(`${date}T${time}:00Z`);
  const first = new Date(asUtc.getTime() - offsetMinutes(asUtc, timeZone) * 60_000);
  // Near a daylight-saving change the offset at the answer can differ from the first guess.
  return new Date(asUtc.getTime() - offsetMinutes(first, timeZone) * 60_000).toISOString();
}

/** The composer's inline event (doc 1 §3 "Event, Inline"): title, date, time, location, description. */
export type InlineEventDraft = {
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
};

export const EMPTY_INLINE_EVENT: InlineEventDraft = {
  title: "",
  date: "",
  time: "",
  location: "",
  description: "",
};

/** Doc 1 §5: an event post needs a title, a date and a time. */
export function isInlineEventComplete(draft: InlineEventDraft): boolean {
  return draft.title.trim() !== "" && draft.date !== "" && draft.time !== "";
}

/**
 * The `POST /api/community/events` body for an inline event: a place makes it in person, none makes it online
 * ('Online Event'); the post's own text stands in for a blank description; only a public post is a public event.
 */
export function inlineEventRequest(
  draft: InlineEventDraft,
  options: { content: string; timezone: EventTimezone; public: boolean; coverImage?: string },
) {
  const location = draft.location.trim();
  const description = draft.description.trim() || options.content.trim();
  return {
    title: draft.title.trim(),
    startDateTime: zonedToIso(draft.date, draft.time, options.timezone),
    timezone: options.timezone,
    eventType: location ? ("in_person" as const) : ("online" as const),
    eventFormat: location ? ("meetup" as const) : ("webinar" as const),
    privacy: options.public ? ("public" as const) : ("private" as const),
    ...(location ? { location } : {}),
    ...(description ? { description } : {}),
    ...(options.coverImage ? { coverImage: options.coverImage } : {}),
  };
}

/** The zone events are written in: the device's own when Saheli offers it, else India's. */
export function eventTimezoneFor(deviceZone: string | undefined): EventTimezone {
  return (EVENT_TIMEZONES as readonly string[]).includes(deviceZone ?? "")
    ? (deviceZone as EventTimezone)
    : DEFAULT_TIMEZONE;
}
