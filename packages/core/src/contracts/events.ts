import { z } from "zod";
import { EVENT_FORMATS, EVENT_TIMEZONES, EVENT_TYPES, EventLimits, EventMessages } from "../events";
import { eventViewSchema } from "./feed";

/** `POST /api/community/events` (doc 1 §7), with the spec's defaults. */
export const createEventSchema = z
  .object({
    title: z.string().trim().min(1, EventMessages.requiredBody).max(EventLimits.nameMax),
    description: z.string().trim().max(EventLimits.descriptionMax).optional(),
    startDateTime: z.iso.datetime({ offset: true }),
    endDateTime: z.iso.datetime({ offset: true }).optional(),
    location: z.string().trim().max(EventLimits.locationMax).optional(),
    privacy: z.enum(["public", "private"]).default("public"),
    coverImage: z.string().max(500).optional(),
    tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
    eventType: z.enum(EVENT_TYPES).default("online"),
    eventFormat: z.enum(EVENT_FORMATS),
    timezone: z.enum(EVENT_TIMEZONES).default("Asia/Kolkata"),
    maxAttendees: z.number().int().min(EventLimits.attendeesMin).max(EventLimits.attendeesMax).optional(),
    allowGuests: z.boolean().default(true),
  })
  .refine((e) => !e.endDateTime || new Date(e.endDateTime) >= new Date(e.startDateTime), {
    message: EventMessages.endBeforeStart,
    path: ["endDateTime"],
  });
export type CreateEvent = z.input<typeof createEventSchema>;

export const eventCreatedSchema = z.object({ success: z.literal(true), data: eventViewSchema });
export const attendanceSchema = z.object({ attending: z.boolean(), attendee_count: z.number().int() });
