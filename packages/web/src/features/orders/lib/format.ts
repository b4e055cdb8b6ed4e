const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dateOnly = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
const timeOnly = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit" });

function valid(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '5 Mar 2026, 3:45 pm'. */
export function formatDateTime(iso: string): string {
  const date = valid(iso);
  return date ? dateTime.format(date) : "";
}

/** '5 Mar 2026'. */
export function formatDay(iso: string): string {
  const date = valid(iso);
  return date ? dateOnly.format(date) : "";
}

/** '3:45 pm'. */
export function formatTime(iso: string): string {
  const date = valid(iso);
  return date ? timeOnly.format(date) : "";
}

/** 'Size: M, Colour: Indigo', or null for a line without choices. */
export function variantText(variant: Record<string, string> | null): string | null {
  if (!variant) return null;
  const parts = Object.entries(variant).map(([name, value]) => `${name}: ${value}`);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** Whole minutes left until `iso` (never below 0), for "complete it within N minutes". */
export function minutesLeft(iso: string, now: Date): number {
  const date = valid(iso);
  if (!date) return 0;
  return Math.max(0, Math.ceil((date.getTime() - now.getTime()) / 60_000));
}
