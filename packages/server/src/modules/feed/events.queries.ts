import type { EventView } from "@saheli/core/contracts/feed";
import { eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { events, profiles } from "../../db/schema/index.js";
import { authorColumns } from "./visibility.js";

/** Events by their posts' ids, with whether the viewer is going: one query for any number of posts. */
export async function eventsOf(
  db: Executor,
  viewerId: string | null,
  postIds: string[],
): Promise<Map<string, EventView>> {
  if (postIds.length === 0) return new Map();
  const attending = viewerId
    ? sql<boolean>`exists (select 1 from event_attendees a where a.event_id = ${events.id} and a.user_id = ${viewerId})`
    : sql<boolean>`false`;
  const rows = await db
    .select({ event: events, organizer: authorColumns, attending })
    .from(events)
    .innerJoin(profiles, eq(profiles.id, events.organizer_id))
    .where(inArray(events.post_id, postIds));
  return new Map(rows.map((row) => [row.event.post_id, toView(row, viewerId)]));
}

function toView(
  {
    event,
    organizer,
    attending,
  }: { event: typeof events.$inferSelect; organizer: EventView["organizer"]; attending: boolean },
  viewerId: string | null,
): EventView {
  return {
    ...event,
    organizer,
    start_at: event.start_at.toISOString(),
    end_at: event.end_at?.toISOString() ?? null,
    attending,
    is_organizer: organizer.id === viewerId,
    full: event.max_attendees !== null && event.attendee_count >= event.max_attendees,
  };
}
