import type { createEventSchema } from "@saheli/core/contracts/events";
import type { EventView } from "@saheli/core/contracts/feed";
import { AppErrorCode } from "@saheli/core/errors";
import { EventMessages, eventDefaults } from "@saheli/core/events";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { eventAttendees, events, posts } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { isOwnUpload } from "../../platform/storage.js";
import { POST_MEDIA_BUCKET } from "../media/upload.service.js";
import { eventsOf } from "./events.queries.js";
import { findVisiblePost } from "./feed.queries.js";

export type EventsServiceDeps = { db: Db; clock: Clock };
type NewEvent = z.output<typeof createEventSchema>;

/** The calendar date of `at` where the event happens, as YYYY-MM-DD. */
const dateIn = (at: Date, timezone: string) => at.toLocaleDateString("en-CA", { timeZone: timezone });

/** `POST /api/community/events` and attendance (doc 1 §3, §5). */
export function eventsService({ db, clock }: EventsServiceDeps) {
  async function view(viewerId: string | null, eventId: string): Promise<EventView> {
    const [row] = await db.select({ post_id: events.post_id }).from(events).where(eq(events.id, eventId));
    // An event is readable exactly when its post is.
    if (!row || !(await findVisiblePost(db, viewerId, row.post_id)))
      throw AppError.notFound(EventMessages.notFound);
    const found = (await eventsOf(db, viewerId, [row.post_id])).get(row.post_id);
    if (!found) throw AppError.notFound(EventMessages.notFound);
    return found;
  }

  async function create(userId: string, input: NewEvent): Promise<EventView> {
    const start = new Date(input.startDateTime);
    if (dateIn(start, input.timezone) < dateIn(clock.now(), input.timezone)) {
      throw AppError.badRequest(EventMessages.startInPast);
    }
    if (input.coverImage && !isOwnUpload(input.coverImage, POST_MEDIA_BUCKET, userId)) {
      throw AppError.badRequest("Images must be uploaded to Saheli first.");
    }
    const { description, location } = eventDefaults(input);
    if (!location) throw AppError.badRequest("Please add where the event takes place.");
    const now = clock.now();
    const eventId = await db.transaction(async (tx) => {
      const [post] = await tx
        .insert(posts)
        .values({
          user_id: userId,
          post_type: "event",
          content: description,
          title: input.title,
          visibility: input.privacy === "private" ? "connections" : "public",
          image_urls: input.coverImage ? [input.coverImage] : [],
          tags: input.tags.map((tag) => tag.toLowerCase()),
          created_at: now,
          updated_at: now,
        })
        .returning({ id: posts.id });
      if (!post) throw new Error("insert returned no post");
      const [event] = await tx
        .insert(events)
        .values({
          post_id: post.id,
          organizer_id: userId,
          title: input.title,
          description,
          start_at: start,
          end_at: input.endDateTime ? new Date(input.endDateTime) : null,
          timezone: input.timezone,
          location,
          event_type: input.eventType,
          event_format: input.eventFormat,
          privacy: input.privacy,
          cover_url: input.coverImage ?? null,
          tags: input.tags,
          max_attendees: input.maxAttendees ?? null,
          allow_guests: input.allowGuests,
          created_at: now,
        })
        .returning({ id: events.id });
      return event?.id ?? "";
    });
    return view(userId, eventId);
  }

  /** Attend or cancel; the event row is locked so the last seat goes to one person only. */
  async function attend(userId: string, eventId: string, going: boolean) {
    await view(userId, eventId);
    return db.transaction(async (tx) => {
      const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
      if (!event) throw AppError.notFound(EventMessages.notFound);
      const mine = and(eq(eventAttendees.event_id, eventId), eq(eventAttendees.user_id, userId));
      let delta = 0;
      if (going) {
        const [already] = await tx.select({ id: eventAttendees.user_id }).from(eventAttendees).where(mine);
        if (!already && event.max_attendees !== null && event.attendee_count >= event.max_attendees) {
          throw new AppError(AppErrorCode.CONFLICT, 409, EventMessages.full);
        }
        const added = await tx
          .insert(eventAttendees)
          .values({ event_id: eventId, user_id: userId, created_at: clock.now() })
          .onConflictDoNothing()
          .returning({ id: eventAttendees.user_id });
        delta = added.length;
      } else {
        delta = -(await tx.delete(eventAttendees).where(mine).returning({ id: eventAttendees.user_id }))
          .length;
      }
      const [counted] = await tx
        .update(events)
        .set({ attendee_count: sql`greatest(${events.attendee_count} + ${delta}, 0)` })
        .where(eq(events.id, eventId))
        .returning({ attendee_count: events.attendee_count });
      return { attending: going, attendee_count: counted?.attendee_count ?? 0 };
    });
  }

  return { view, create, attend };
}
