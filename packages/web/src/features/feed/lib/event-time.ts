import type { EventView } from "@saheli/core/contracts/feed";

/** "Sat, 28 Nov 2026, 6:30 pm IST", in the event's own time zone. */
export function eventWhen(event: Pick<EventView, "start_at" | "timezone">, locale = "en-IN"): string {
  return new Date(event.start_at).toLocaleString(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: event.timezone,
    timeZoneName: "short",
  });
}
