import { z } from "zod";
import {
  CONNECTION_MESSAGE_MAX,
  DiscoveryLimits,
  PEOPLE_SORTS,
  PeopleMessages,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
} from "../people";
import { cursorParam } from "./paging";

export const connectionStateSchema = z.enum(["none", "pending_sent", "pending_received", "connected"]);

/** How the viewer stands with a person. */
export const relationViewSchema = z.object({
  relation: z.enum(["following", "pending_sent", "pending_received", "none"]),
  mutual: z.boolean(),
  connection: connectionStateSchema,
  /** The pending or accepted connection row, when there is one. */
  connection_id: z.uuid().nullable(),
  following: z.boolean(),
  followed_by: z.boolean(),
  blocked_by_me: z.boolean(),
});
export type RelationView = z.infer<typeof relationViewSchema>;

/** A person as lists and cards show them. */
export const personSummarySchema = z.object({
  id: z.uuid(),
  username: z.string(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  headline: z.string().nullable(),
  occupation: z.string().nullable(),
  business_name: z.string().nullable(),
  location: z.string().nullable(),
  role: z.string(),
  gender_verified: z.boolean(),
  is_verified: z.boolean(),
  follower_count: z.number().int(),
  connections_count: z.number().int(),
  created_at: z.string(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

/** A person with the viewer's relation to them (null for the viewer herself). */
export const personCardSchema = personSummarySchema.extend({ relation: relationViewSchema.nullable() });
export type PersonCard = z.infer<typeof personCardSchema>;

export const peoplePageSchema = z.object({
  items: z.array(personCardSchema),
  /** `?cursor=` of the next page, or null on the last. */
  next_cursor: z.string().nullable(),
});
export type PeoplePage = z.infer<typeof peoplePageSchema>;

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(DiscoveryLimits.pageMax).default(20),
  cursor: cursorParam,
});

const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");

export const peopleSearchQuerySchema = pageQuerySchema.extend({
  q: z.string().max(100).default(""),
  sort: z.enum(PEOPLE_SORTS).default("newest"),
  verified: flag,
  hasBusiness: flag,
  location: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(DiscoveryLimits.pageMax).default(DiscoveryLimits.search),
});
export type PeopleSearchQuery = z.input<typeof peopleSearchQuerySchema>;

export const DISCOVERY_LISTS = ["suggestions", "verified", "business", "trending", "location"] as const;
export type DiscoveryList = (typeof DISCOVERY_LISTS)[number];

export const discoveryQuerySchema = z.object({
  list: z.enum(DISCOVERY_LISTS).default("suggestions"),
  location: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(DiscoveryLimits.pageMax).optional(),
});

export const skillSearchQuerySchema = z.object({
  skill: z.string().max(50).default(""),
  limit: z.coerce.number().int().min(1).max(DiscoveryLimits.pageMax).default(DiscoveryLimits.skillSearch),
});

export const connectionRequestSchema = z.object({
  receiver_id: z.uuid(),
  message: z
    .string()
    .trim()
    .max(CONNECTION_MESSAGE_MAX, PeopleMessages.messageTooLong)
    .optional()
    .transform((v) => v || null),
});
export type ConnectionRequest = z.input<typeof connectionRequestSchema>;

export const connectionSchema = z.object({
  id: z.uuid(),
  sender_id: z.uuid(),
  receiver_id: z.uuid(),
  status: z.enum(["pending", "accepted"]),
  message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Connection = z.infer<typeof connectionSchema>;

/** A pending request as My Network lists it: the other person and the note they wrote. */
export const connectionRequestItemSchema = connectionSchema.extend({ person: personSummarySchema });
export type ConnectionRequestItem = z.infer<typeof connectionRequestItemSchema>;

export const connectionRequestsQuerySchema = z.object({
  direction: z.enum(["received", "sent"]).default("received"),
});

/** After a graph change: the relation now, and both people's counts. */
export const graphChangeSchema = z.object({
  relation: relationViewSchema,
  person: z.object({
    id: z.uuid(),
    follower_count: z.number().int(),
    following_count: z.number().int(),
    connections_count: z.number().int(),
  }),
  me: z.object({
    follower_count: z.number().int(),
    following_count: z.number().int(),
    connections_count: z.number().int(),
  }),
});
export type GraphChange = z.infer<typeof graphChangeSchema>;

export const peopleStatsSchema = z.object({
  connections: z.number().int(),
  followers: z.number().int(),
  following: z.number().int(),
});

export const reportRequestSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX)
    .optional()
    .transform((v) => v || null),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;

export const reportSchema = z.object({
  id: z.uuid(),
  target_type: z.string(),
  target_id: z.uuid(),
  reason: z.string(),
  details: z.string().nullable(),
  status: z.enum(["pending", "reviewing", "resolved", "dismissed"]),
  created_at: z.string(),
  reporter: personSummarySchema.nullable(),
  /** The reported profile, or the author of the reported post. */
  target: personSummarySchema.nullable(),
  /** For a post report: the post, shortened. */
  post: z.object({ id: z.uuid(), excerpt: z.string() }).nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const blockedPersonSchema = personSummarySchema.extend({ blocked_at: z.string() });
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

export const profileViewerSchema = z.object({
  viewer: personSummarySchema,
  viewed_at: z.string(),
});
export const profileViewsSchema = z.object({
  total_last_90_days: z.number().int(),
  items: z.array(profileViewerSchema),
});
export type ProfileViews = z.infer<typeof profileViewsSchema>;

/** Lists that come whole (no paging) answer `{ items }`. */
const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
export const personCardListSchema = listOf(personCardSchema);
export type PersonCardList = z.infer<typeof personCardListSchema>;
export const connectionRequestListSchema = listOf(connectionRequestItemSchema);
export type ConnectionRequestList = z.infer<typeof connectionRequestListSchema>;
export const blockedPersonListSchema = listOf(blockedPersonSchema);
export type BlockedPersonList = z.infer<typeof blockedPersonListSchema>;
export const reportListSchema = listOf(reportSchema);
export type ReportList = z.infer<typeof reportListSchema>;
