import { z } from "zod";
import {
  AI_LENGTHS,
  AI_TEMPLATE_IDS,
  AI_TONES,
  AiComposeLimits,
  AiComposeMessages,
  SUGGESTION_CONTEXTS,
  SUGGESTION_ELEMENTS,
  SuggestionLimits,
} from "../ai-compose";

/** `POST /api/ai/compose`: a template or her own prompt, a tone and a length. */
export const aiComposeRequestSchema = z
  .object({
    template: z.enum(AI_TEMPLATE_IDS).optional(),
    prompt: z.string().trim().max(AiComposeLimits.promptMax).optional(),
    tone: z.enum(AI_TONES),
    length: z.enum(AI_LENGTHS),
  })
  .refine((body) => body.template || body.prompt, { message: AiComposeMessages.needPromptOrTemplate });
export type AiComposeRequest = z.input<typeof aiComposeRequestSchema>;

/** `source`: who wrote it; `notice`: what she is told when a template answered for the model. */
export const aiComposeResponseSchema = z.object({
  text: z.string(),
  source: z.enum(["model", "template"]),
  notice: z.string().nullable(),
});
export type AiComposeResponse = z.infer<typeof aiComposeResponseSchema>;

/** `POST /api/ai-suggestions` (doc 2 §7). */
export const aiSuggestionsRequestSchema = z.object({
  text: z.string().max(SuggestionLimits.textMax),
  context: z.enum(SUGGESTION_CONTEXTS),
  elementType: z.enum(SUGGESTION_ELEMENTS),
  minWords: z.number().int().min(0).max(5000).optional(),
});
export type AiSuggestionsRequest = z.input<typeof aiSuggestionsRequestSchema>;

export const aiSuggestionsResponseSchema = z.object({
  suggestions: z.array(z.string()).max(SuggestionLimits.max),
  word_count: z.number().int(),
  comprehensive: z.boolean(),
});
export type AiSuggestionsResponse = z.infer<typeof aiSuggestionsResponseSchema>;
