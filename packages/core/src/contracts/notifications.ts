import { z } from "zod";
import { NOTIFICATION_TYPES, NotificationLimits } from "../notifications";
import { cursorParam } from "./paging";

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  action_url: z.string().nullable(),
  image_url: z.string().nullable(),
  priority: z.string(),
  is_broadcast: z.boolean(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  clicked_at: z.string().nullable(),
  actor: z
    .object({ id: z.uuid(), full_name: z.string().nullable(), avatar_url: z.string().nullable() })
    .nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread_count: z.number().int(),
  /** `?cursor=` of the older ones, or null when these are the oldest. */
  next_cursor: z.string().nullable(),
});
export const notificationListQuerySchema = z.object({ cursor: cursorParam });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationChangeSchema = z.object({
  action: z.enum(["read", "clicked"]),
  action_taken: z.string().max(50).optional(),
});

export const broadcastSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(NotificationLimits.broadcastTitleMax),
  message: z.string().trim().min(1, "Message is required").max(NotificationLimits.broadcastMessageMax),
  action_url: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?!\/)/, "Use a link inside Saheli, starting with /")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  priority: z.enum(["normal", "urgent"]).default("normal"),
});

/** `PATCH /api/user/notification-preferences` (doc 2 §7), plus the in-app types she turned off. */
export const preferencesInputSchema = z.object({
  userId: z.uuid().optional(),
  preferences: z.object({
    push_enabled: z.boolean().optional(),
    subscription_method: z.string().max(40).optional(),
    updated_at: z.string().optional(),
    muted_types: z.array(z.enum(NOTIFICATION_TYPES)).optional(),
  }),
});

export const preferencesSchema = z.object({
  push_enabled: z.boolean(),
  subscription_method: z.string().nullable(),
  muted_types: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type NotificationPreferences = z.infer<typeof preferencesSchema>;

export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url().max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  guest_id: z.string().max(64).optional(),
});

export const analyticsEventSchema = z.object({
  event: z.string().max(60),
  method: z.string().max(40).optional(),
  timestamp: z.string().max(40).optional(),
  user_agent: z.string().max(400).optional(),
});
