import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { bookings } from "../../db/schema/index.js";
import type { MeetingsService } from "../connections/meetings.service.js";
import type { BookingChangeListener } from "./booking-notices.js";
import { bookingView } from "./bookings.queries.js";

export type BookingMeetingsDeps = {
  db: Db;
  meetings: Pick<MeetingsService, "createMeeting" | "cancelMeeting">;
  log: { warn(obj: object, msg: string): void };
};

/**
 * The video meeting of an online booking whose vendor chose Zoom or Google Meet (issue 19 §3), kept with the
 * booking: made when it is confirmed, made again when it moves, removed when it is cancelled or declined. Without
 * a link (not connected, to be reconnected, the provider down) the booking carries the fallback words instead.
 * A booking change listener: it runs after the change is committed and before anyone is told, so the confirmation
 * carries the link.
 */
export function bookingMeetings({ db, meetings, log }: BookingMeetingsDeps) {
  const onChange: BookingChangeListener = async ({ bookingId, kind }) => {
    const row = await bookingView(db, bookingId);
    if (!row) return;
    const { booking, listing, shop, buyer } = row;
    const provider = booking.meeting_provider;
    if (!listing.is_online || (provider !== "zoom" && provider !== "google")) return;

    const remove = async () => {
      if (!booking.meeting_id) return;
      await meetings.cancelMeeting({ ownerId: shop.owner_id, provider, id: booking.meeting_id });
      await db
        .update(bookings)
        .set({ meeting_url: null, meeting_id: null })
        .where(and(eq(bookings.id, booking.id), eq(bookings.meeting_id, booking.meeting_id)));
    };

    if (kind === "cancelled" || kind === "declined") return remove();
    if (kind !== "confirmed" && kind !== "rescheduled") return;
    if (booking.status !== "confirmed") return;
    if (kind === "confirmed" && booking.meeting_id) return;
    if (kind === "rescheduled") await remove();

    const made = await meetings.createMeeting({
      ownerId: shop.owner_id,
      provider,
      title: `${listing.title} with ${buyer.name}`.slice(0, 200),
      start: booking.slot_start,
      end: booking.slot_end,
      timezone: row.policy?.timezone ?? "Asia/Kolkata",
      ...(buyer.email ? { attendeeEmail: buyer.email } : {}),
    });
    if ("fallback" in made) {
      await db
        .update(bookings)
        .set({ meeting_note: made.fallback })
        .where(and(eq(bookings.id, booking.id), isNull(bookings.meeting_id)));
      return;
    }
    // Kept only if no other meeting was stored meanwhile (two announcements at once): else this one goes.
    const [kept] = await db
      .update(bookings)
      .set({ meeting_url: made.url, meeting_id: made.id, meeting_note: null })
      .where(and(eq(bookings.id, booking.id), isNull(bookings.meeting_id)))
      .returning({ id: bookings.id });
    if (!kept) {
      log.warn({ bookingId }, "a second meeting for one booking was removed");
      await meetings.cancelMeeting({ ownerId: shop.owner_id, provider, id: made.id });
    }
  };
  return { onChange };
}
