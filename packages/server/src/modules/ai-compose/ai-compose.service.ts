import {
  AiComposeLimits,
  AiComposeMessages,
  isComprehensive,
  LengthTokens,
  localSuggestions,
  mergeSuggestions,
  modelMessages,
  parseModelTips,
  SuggestionLimits,
  suggestionCacheKey,
  ToneTemperature,
  templatePost,
  wordCount,
} from "@saheli/core/ai-compose";
import type {
  AiComposeResponse,
  AiSuggestionsResponse,
  aiComposeRequestSchema,
  aiSuggestionsRequestSchema,
} from "@saheli/core/contracts/ai-compose";
import { istDay } from "@saheli/core/vendor-insights";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import type { ChatModel } from "../../platform/chat-model.js";
import type { Clock } from "../../platform/clock.js";
import { ttlCache } from "../../platform/ttl-cache.js";
import { composerFactsOf, takeModelCall } from "./ai-compose.queries.js";

export type AiComposeServiceDeps = {
  db: Db;
  clock: Clock;
  /** The operator's chat model (AI_BASE_URL, AI_API_KEY, AI_MODEL), or null: the templates answer. */
  model: ChatModel | null;
  log: Pick<FastifyBaseLogger, "warn">;
};

type ComposeInput = z.output<typeof aiComposeRequestSchema>;
type SuggestInput = z.output<typeof aiSuggestionsRequestSchema>;

/**
 * Create with AI and AI suggestions (issue 21 §3). The model writes when configured, within her daily quota and
 * 10 s; otherwise Saheli's templates write from her own profile and shop, and she is told so.
 */
export function aiComposeService({ db, clock, model, log }: AiComposeServiceDeps) {
  /** Suggestions are the same for the same words in the same place, whoever types them (nothing of hers is in them). */
  const suggestionCache = ttlCache<string[]>(clock, SuggestionLimits.cacheMs);

  async function compose(userId: string, input: ComposeInput): Promise<AiComposeResponse> {
    const facts = await composerFactsOf(db, userId);
    const fromTemplate = (notice: string): AiComposeResponse => ({
      text: templatePost(input, facts),
      source: "template",
      notice,
    });
    if (!model) return fromTemplate(AiComposeMessages.templateWrote);
    if (!(await takeModelCall(db, userId, istDay(clock.now()), AiComposeLimits.dailyModelCalls)))
      return fromTemplate(AiComposeMessages.quotaUsed);
    try {
      const text = await model.complete(modelMessages(input, facts), {
        temperature: ToneTemperature[input.tone],
        maxTokens: LengthTokens[input.length],
        timeoutMs: AiComposeLimits.timeoutMs,
      });
      return { text, source: "model", notice: null };
    } catch (error) {
      log.warn({ err: error }, "Create with AI: the model failed; a template answered");
      return fromTemplate(AiComposeMessages.templateAnswered);
    }
  }

  async function modelTips(userId: string, input: SuggestInput): Promise<string[]> {
    if (!model) return [];
    const key = suggestionCacheKey(input.context, input.elementType, input.text);
    const cached = suggestionCache.get(key);
    if (cached) return cached;
    if (!(await takeModelCall(db, userId, istDay(clock.now()), AiComposeLimits.dailyModelCalls))) return [];
    try {
      const answer = await model.complete(
        [
          {
            role: "system",
            content:
              "You help a woman entrepreneur improve what she is writing on Saheli. Give up to 3 short, concrete " +
              "suggestions (one per line, under 20 words each, no numbering). Do not rewrite her text.",
          },
          {
            role: "user",
            content: `Field: ${input.context} (${input.elementType}).\nHer text:\n${input.text}`,
          },
        ],
        { temperature: 0.4, maxTokens: 150, timeoutMs: SuggestionLimits.modelTimeoutMs },
      );
      const tips = parseModelTips(answer).slice(0, SuggestionLimits.max);
      suggestionCache.set(key, tips);
      return tips;
    } catch (error) {
      log.warn({ err: error }, "AI suggestions: the model failed; local tips only");
      return [];
    }
  }

  /** Doc 2 §7: local tips first, the model's after them, at most 3; the model's are cached per context, element and text. */
  async function suggest(userId: string, input: SuggestInput): Promise<AiSuggestionsResponse> {
    const local = localSuggestions(input.text, input.context, input.elementType);
    const tips = local.length >= SuggestionLimits.max ? [] : await modelTips(userId, input);
    return {
      suggestions: mergeSuggestions(local, tips),
      word_count: wordCount(input.text),
      comprehensive: isComprehensive(input.text),
    };
  }

  return { compose, suggest };
}

export type AiComposeService = ReturnType<typeof aiComposeService>;
