import { z } from "zod";
import { ASSISTANT_AUDIENCES, AssistantLimits, AssistantMessages } from "../assistant";

export const assistantContextMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().max(AssistantLimits.messageMax * 2),
});
export type AssistantContextMessage = z.infer<typeof assistantContextMessageSchema>;

/** A file or voice note she attached: what it is, never its bytes (the conversation keeps those). */
export const assistantAttachmentInputSchema = z.object({
  name: z.string().max(200),
  type: z.string().max(100),
  size: z.number().int().nonnegative(),
  kind: z.enum(["file", "voice"]),
});

/**
 * `POST /api/ai-chat` (doc 2 §7): her message, who she is, the session and the last 5 messages. `userType` and
 * `userId` are the client's view; the server answers for the signed-in person whatever they say. `topic` is set
 * when she pressed a quick topic; `awaiting: "order_number"` when her message answers "type your order number".
 */
export const aiChatRequestSchema = z
  .object({
    message: z.string().max(AssistantLimits.messageMax, AssistantMessages.tooLong),
    userType: z.enum(ASSISTANT_AUDIENCES).optional(),
    userId: z.string().max(64).nullish(),
    sessionId: z.string().min(1).max(100),
    context: z.array(assistantContextMessageSchema).max(AssistantLimits.contextMessages).default([]),
    topic: z.string().max(40).nullish(),
    awaiting: z.enum(["order_number"]).nullish(),
    attachments: z.array(assistantAttachmentInputSchema).max(AssistantLimits.attachmentsMax).default([]),
  })
  .refine((body) => body.message.trim().length > 0 || body.attachments.length > 0 || Boolean(body.topic), {
    message: AssistantMessages.emptyMessage,
    path: ["message"],
  });
export type AiChatRequest = z.input<typeof aiChatRequestSchema>;

export const assistantLinkSchema = z.object({ title: z.string(), url: z.string() });
export type AssistantLink = z.infer<typeof assistantLinkSchema>;

export const assistantActionSchema = z.object({ label: z.string(), href: z.string() });
export type AssistantAction = z.infer<typeof assistantActionSchema>;

/** Doc 2 §7's object form of `suggestions`. */
export const assistantSuggestionsSchema = z.object({
  knowledgeBase: z.array(assistantLinkSchema.extend({ snippet: z.string() })),
  relatedProducts: z.array(
    assistantLinkSchema.extend({ subtitle: z.string().nullable(), price: z.number().nullable() }),
  ),
  communityPosts: z.array(assistantLinkSchema),
  businessAdvice: z.array(z.string()),
});
export type AssistantSuggestions = z.infer<typeof assistantSuggestionsSchema>;

export const aiChatResponseSchema = z.object({
  response: z.string(),
  suggestions: assistantSuggestionsSchema,
  actions: z.array(assistantActionSchema),
  attachments: z.array(assistantLinkSchema),
  /** 0–1: how sure the answer is (an order looked up is 1, an article matched well is high, nothing found is low). */
  confidence: z.number().min(0).max(1),
  /** The help articles the answer is built from, linked to `/support/kb/{id}`. */
  sources: z.array(assistantLinkSchema),
  /** Replies she can send with one tap (her latest order numbers when she is asked for one). */
  replies: z.array(z.string()),
  /** Set when her next message is taken as an order number (doc 2 §4). */
  awaiting: z.enum(["order_number"]).nullable(),
  topic: z.string().nullable(),
  /** `model` when the configured model wrote the words, `knowledge` when they were built from Saheli's own. */
  answered_by: z.enum(["model", "knowledge"]),
});
export type AiChatResponse = z.infer<typeof aiChatResponseSchema>;
