/**
 * Saheli Radio (issue 23 §4): shows hosted by members, episodes, the weekly schedule and the shared live clock.
 * The live clock lives here so the server (which answers "what is on, and where") and the tests agree.
 */

export const RADIO_CATEGORIES = [
  "business",
  "career",
  "money",
  "wellness",
  "stories",
  "music",
  "learning",
  "parenting",
] as const;
export type RadioCategory = (typeof RADIO_CATEGORIES)[number];

export const RADIO_CATEGORY_LABELS: Record<RadioCategory, string> = {
  business: "Business",
  career: "Career",
  money: "Money",
  wellness: "Wellness",
  stories: "Stories",
  music: "Music",
  learning: "Learning",
  parenting: "Parenting",
};

export const SHOW_STATUSES = ["pending", "approved", "declined"] as const;
export type ShowStatus = (typeof SHOW_STATUSES)[number];

export const RadioLimits = {
  titleMax: 120,
  descriptionMax: 2000,
  episodeDescriptionMax: 4000,
  /** Issue 23 §4: MP3, AAC or Opus episodes up to 200 MB. */
  audioBytesMax: 200 * 1024 * 1024,
  chatMax: 500,
  /** Live chat lines shown when the page opens. */
  chatBacklog: 50,
  /** A listener counts while her player has said "still here" within this window (it says so every 20 s). */
  listenerWindowMs: 45_000,
  listenerHeartbeatMs: 20_000,
  /** Schedule slots start on a five-minute mark. */
  slotStepMinutes: 5,
} as const;

export const RadioMessages = {
  titleRequired: "Give your show a title.",
  titleTooLong: `A title has at most ${RadioLimits.titleMax} characters.`,
  descriptionRequired: "Tell listeners what the show is about.",
  descriptionTooLong: `A description has at most ${RadioLimits.descriptionMax} characters.`,
  episodeDescriptionTooLong: `An episode's notes have at most ${RadioLimits.episodeDescriptionMax} characters.`,
  categoryRequired: "Choose a category.",
  coverRequired: "Add a cover image.",
  coverNotOwn: "The cover must be a picture you uploaded.",
  showNotFound: "Show not found.",
  episodeNotFound: "Episode not found.",
  notYourShow: "Only the show's host can do that.",
  showNotApproved: "Episodes can be added once an admin has approved the show.",
  alreadyDecided: "This show has already been reviewed.",
  notAudio: "That file is not audio we can play. Upload an MP3, AAC (ADTS or M4A) or Opus (Ogg) file.",
  audioUnreadable: "We could not read how long this recording is. Export it again and upload it.",
  audioTooLarge: "An episode can be at most 200 MB.",
  noAudio: "Choose an audio file to upload.",
  slotTaken: "That time overlaps another show on the schedule.",
  slotStep: `Slots start on a ${RadioLimits.slotStepMinutes}-minute mark.`,
  slotNotFound: "Schedule slot not found.",
  tooLongForSchedule: "An episode longer than a week cannot be scheduled.",
  chatEmpty: "Write a message first.",
  chatTooLong: `A message has at most ${RadioLimits.chatMax} characters.`,
} as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const WEEK_MS = 7 * DAY;
/** India has no daylight saving: the schedule's week is Monday 00:00 to Sunday 24:00, IST (UTC+5:30). */
const IST_OFFSET_MS = 330 * MINUTE;

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** A weekly slot: the day (0 = Monday) and minute of the day in India, and how long its episode plays. */
export type WeeklySlot = { weekday: number; start_minute: number; duration_ms: number };

/** Where a slot starts within the week, in ms after Monday 00:00 IST. */
export const slotOffset = (slot: Pick<WeeklySlot, "weekday" | "start_minute">) =>
  slot.weekday * DAY + slot.start_minute * MINUTE;

/** Ms since Monday 00:00 IST for an instant. 1970-01-01 was a Thursday (three days after a Monday). */
export function weekOffsetOf(now: Date): number {
  const ist = now.getTime() + IST_OFFSET_MS;
  const days = Math.floor(ist / DAY);
  const weekday = (((days + 3) % 7) + 7) % 7;
  return weekday * DAY + (((ist % DAY) + DAY) % DAY);
}

const mod = (value: number, by: number) => ((value % by) + by) % by;

/**
 * The shared live clock: which slot is on air now, since when and at which position. Every listener's player
 * is told the same position by the server, so they all hear the same moment (within network delay).
 */
export function liveAt<S extends WeeklySlot>(
  slots: readonly S[],
  now: Date,
): { slot: S; started_at: Date; position_ms: number } | null {
  const offset = weekOffsetOf(now);
  for (const slot of slots) {
    const into = mod(offset - slotOffset(slot), WEEK_MS);
    if (into < slot.duration_ms) {
      return { slot, started_at: new Date(now.getTime() - into), position_ms: into };
    }
  }
  return null;
}

/** The next slot to start after `now` (wrapping into next week), with when it starts. */
export function nextUp<S extends WeeklySlot>(
  slots: readonly S[],
  now: Date,
): { slot: S; starts_at: Date } | null {
  const offset = weekOffsetOf(now);
  let best: { slot: S; wait: number } | null = null;
  for (const slot of slots) {
    const wait = mod(slotOffset(slot) - offset, WEEK_MS) || WEEK_MS;
    if (!best || wait < best.wait) best = { slot, wait };
  }
  return best && { slot: best.slot, starts_at: new Date(now.getTime() + best.wait) };
}

/** Whether two weekly slots play at the same time on any week (the week wraps: Sunday night runs into Monday). */
export function slotsOverlap(a: WeeklySlot, b: WeeklySlot): boolean {
  const fromA = mod(slotOffset(b) - slotOffset(a), WEEK_MS);
  const fromB = mod(slotOffset(a) - slotOffset(b), WEEK_MS);
  return fromA < a.duration_ms || fromB < b.duration_ms;
}

/** What is wrong with placing `slot` among `others` (already on the schedule), or null. */
export function slotProblem(slot: WeeklySlot, others: readonly WeeklySlot[]): string | null {
  if (slot.start_minute % RadioLimits.slotStepMinutes !== 0) return RadioMessages.slotStep;
  if (slot.duration_ms >= WEEK_MS) return RadioMessages.tooLongForSchedule;
  if (others.some((other) => slotsOverlap(slot, other))) return RadioMessages.slotTaken;
  return null;
}

/** "Tuesday 19:30" */
export function slotLabel(slot: Pick<WeeklySlot, "weekday" | "start_minute">): string {
  const hours = String(Math.floor(slot.start_minute / 60)).padStart(2, "0");
  const minutes = String(slot.start_minute % 60).padStart(2, "0");
  return `${WEEKDAYS[slot.weekday] ?? ""} ${hours}:${minutes}`;
}

/** 1:02:03 or 4:05 */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** A show's address: `{slug}-{id}`. */
export function showSlug(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9\s-]/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .replace(/-+/g, "-")
      .slice(0, 60)
      .replace(/^-|-$/g, "") || "show"
  );
}
