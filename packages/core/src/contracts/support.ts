import { z } from "zod";
import {
  HELP_ARTICLE_ID,
  SUPPORT_TICKET_CATEGORIES,
  SUPPORT_TICKET_STATUSES,
  SupportLimits,
  SupportMessages,
} from "../support";

/** One turn of the assistant conversation she attaches (issue 22: "Talk to a person" from the assistant). */
export const conversationTurnSchema = z.object({
  role: z.enum(["user", "assistant"]),
  text: z
    .string()
    .trim()
    .min(1)
    .transform((t) => t.slice(0, SupportLimits.conversationTextMax)),
});
export type ConversationTurn = z.input<typeof conversationTurnSchema>;

/** `POST /api/support/tickets`. */
export const supportTicketInputSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(SupportLimits.subjectMin, SupportMessages.subjectShort)
    .max(SupportLimits.subjectMax, SupportMessages.subjectLong),
  category: z.enum(SUPPORT_TICKET_CATEGORIES),
  message: z
    .string()
    .trim()
    .min(SupportLimits.messageMin, SupportMessages.messageShort)
    .max(SupportLimits.messageMax, SupportMessages.messageLong),
  /** Only its last `conversationMax` turns are kept. */
  conversation: z
    .array(conversationTurnSchema)
    .max(500)
    .transform((turns) => turns.slice(-SupportLimits.conversationMax))
    .optional(),
});
export type SupportTicketInput = z.input<typeof supportTicketInputSchema>;

/** Her replies and the admins'. */
export const supportReplyInputSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, SupportMessages.replyEmpty)
    .max(SupportLimits.replyMax, SupportMessages.replyLong),
});
export type SupportReplyInput = z.input<typeof supportReplyInputSchema>;

export const adminReplyInputSchema = supportReplyInputSchema.extend({
  /** Close the ticket with this reply (the problem is resolved). */
  close: z.boolean().default(false),
});
export type AdminReplyInput = z.input<typeof adminReplyInputSchema>;

const personSchema = z.object({ id: z.uuid(), full_name: z.string().nullable() });

export const supportTicketSummarySchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  subject: z.string(),
  category: z.enum(SUPPORT_TICKET_CATEGORIES),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  created_at: z.string(),
  last_message_at: z.string(),
  respond_due_at: z.string(),
  resolve_due_at: z.string(),
  first_response_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type SupportTicketSummary = z.infer<typeof supportTicketSummarySchema>;

export const supportMessageSchema = z.object({
  id: z.uuid(),
  author_kind: z.enum(["member", "admin", "system"]),
  /** Admins sign as "{first name} from Saheli Support"; she sees her own name; system notes have none. */
  author_name: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportTicketSchema = supportTicketSummarySchema.extend({
  messages: z.array(supportMessageSchema),
  conversation: z.array(z.object({ role: z.enum(["user", "assistant"]), text: z.string() })).nullable(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const supportTicketListSchema = z.object({ tickets: z.array(supportTicketSummarySchema) });

/** The admin queue's filters. */
export const adminQueueQuerySchema = z.object({
  status: z.enum([...SUPPORT_TICKET_STATUSES, "active", "all"]).default("active"),
  assigned: z.enum(["any", "me", "unassigned"]).default("any"),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type AdminQueueQuery = z.input<typeof adminQueueQuerySchema>;
export type AdminQueueFilters = z.output<typeof adminQueueQuerySchema>;

export const adminTicketSummarySchema = supportTicketSummarySchema.extend({
  requester: personSchema.extend({ email: z.string().nullable() }),
  assignee: personSchema.nullable(),
  message_count: z.number().int(),
});
export type AdminTicketSummary = z.infer<typeof adminTicketSummarySchema>;

export const adminQueueSchema = z.object({
  tickets: z.array(adminTicketSummarySchema),
  /** Open tickets past their first-answer time, across the whole queue. */
  overdue: z.number().int(),
  next_offset: z.number().int().nullable(),
});
export type AdminQueue = z.infer<typeof adminQueueSchema>;

export const adminTicketSchema = supportTicketSchema.extend({
  requester: personSchema.extend({ email: z.string().nullable() }),
  assignee: personSchema.nullable(),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

export const assignInputSchema = z.object({ assignee: z.enum(["me", "nobody"]) });

// ---- Help centre ----

export const helpArticleLinkSchema = z.object({ id: z.string(), title: z.string(), category: z.string() });
export type HelpArticleLink = z.infer<typeof helpArticleLinkSchema>;

export const helpCentreQuerySchema = z.object({
  user_type: z.enum(["customer", "vendor"]).default("customer"),
});

/** `GET /api/support/help`: the help centre's front page for her variant. */
export const helpCentreSchema = z.object({
  user_type: z.enum(["customer", "vendor"]),
  categories: z.array(z.object({ name: z.string(), articles: z.array(helpArticleLinkSchema) })),
  popular: z.array(helpArticleLinkSchema),
  contact: z.object({
    support_email: z.string(),
    grievance_officer: z.object({ name: z.string(), email: z.string() }),
    respond_within_hours: z.number().int(),
    resolve_within_months: z.number().int(),
  }),
});
export type HelpCentre = z.infer<typeof helpCentreSchema>;

export const helpSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(200) });
export const helpSearchSchema = z.object({
  articles: z.array(helpArticleLinkSchema.extend({ snippet: z.string() })),
});
export type HelpSearch = z.infer<typeof helpSearchSchema>;

/** `GET /api/support/kb/{id}`: the published version of an article (Markdown) and others in its category. */
export const helpArticlePageSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  content: z.string(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  related: z.array(helpArticleLinkSchema),
});
export type HelpArticlePage = z.infer<typeof helpArticlePageSchema>;

// ---- Admin: articles ----

export const adminArticleRowSchema = helpArticleLinkSchema.extend({
  version: z.number().int(),
  updated_at: z.string(),
  edited_at: z.string().nullable(),
  view_count: z.number().int(),
});
export const adminArticleListSchema = z.object({ articles: z.array(adminArticleRowSchema) });
export type AdminArticleRow = z.infer<typeof adminArticleRowSchema>;

export const articleVersionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  category: z.string(),
  content: z.string(),
  note: z.string(),
  edited_by: personSchema.nullable(),
  created_at: z.string(),
});
export type ArticleVersion = z.infer<typeof articleVersionSchema>;

/** An article's current version in Hindi (issue 20): both its title and its text, or none. */
const hindiArticleSchema = z.object({ title: z.string(), content: z.string() });

export const adminArticleSchema = adminArticleRowSchema.extend({
  content: z.string(),
  /** The current version's Hindi; null: a Hindi reader gets the English. */
  hindi: hindiArticleSchema.nullable().optional(),
  /** Newest first; the shipped text appears as version 1 once an admin has published over it. */
  versions: z.array(articleVersionSchema),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

const articleFields = {
  title: z.string().trim().min(1, SupportMessages.articleTitleShort).max(SupportLimits.articleTitleMax),
  category: z.string().trim().min(1).max(60),
  content: z.string().trim().min(1, SupportMessages.articleContentShort).max(SupportLimits.articleContentMax),
  note: z.string().trim().max(SupportLimits.articleNoteMax).default(""),
  /**
   * The version in Hindi, title and text together (issue 20). Left out, the version is English only and a Hindi
   * reader gets its English.
   */
  hindi: z
    .object({
      title: z.string().trim().min(1, SupportMessages.articleTitleShort).max(SupportLimits.articleTitleMax),
      content: z
        .string()
        .trim()
        .min(1, SupportMessages.articleContentShort)
        .max(SupportLimits.articleContentMax),
    })
    .optional(),
};

/** `PUT /api/admin/support/articles/{id}`: publish a new version over `base_version`. */
export const publishArticleInputSchema = z.object({
  ...articleFields,
  base_version: z.number().int().min(1),
});
export type PublishArticleInput = z.input<typeof publishArticleInputSchema>;

/** `POST /api/admin/support/articles`: a new article, version 1. */
export const createArticleInputSchema = z.object({
  id: z.string().trim().regex(HELP_ARTICLE_ID, SupportMessages.articleIdInvalid),
  ...articleFields,
});
export type CreateArticleInput = z.input<typeof createArticleInputSchema>;
