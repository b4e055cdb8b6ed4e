import OpenAI from "openai";

/**
 * An OpenAI-compatible chat-completions model through the official `openai` SDK pointed at `AI_BASE_URL`
 * (`POST {AI_BASE_URL}/chat/completions`, Bearer key). The base URL is the operator's setting, never a user's, and
 * nothing a person types becomes a URL: no SSRF surface beyond the configured host. Each call is capped in time
 * and tokens and is never retried (a person is waiting); any failure is thrown for the caller to fall back.
 */
export type ChatModelMessage = { role: "system" | "user" | "assistant"; content: string };

/** Per call: how long to wait, the sampling temperature and the answer's token budget. */
export type ChatCallOptions = { timeoutMs?: number; temperature?: number; maxTokens?: number };

export type ChatModel = {
  complete(messages: ChatModelMessage[], options?: ChatCallOptions): Promise<string>;
};

export type ChatModelSettings = { baseUrl: string; apiKey: string; model: string };

const DEFAULTS = { timeoutMs: 12_000, temperature: 0.2, maxTokens: 500 } as const;

export class ChatModelError extends Error {}

export function chatCompletionsModel(settings: ChatModelSettings): ChatModel {
  const client = new OpenAI({
    baseURL: settings.baseUrl.replace(/\/+$/, ""),
    apiKey: settings.apiKey,
    maxRetries: 0,
    timeout: DEFAULTS.timeoutMs,
    // The configured host answers itself: a redirect elsewhere is refused, not followed.
    fetch: (url, init) => fetch(url, { ...init, redirect: "error" }),
  });
  return {
    async complete(messages, options = {}) {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create(
          {
            model: settings.model,
            messages,
            temperature: options.temperature ?? DEFAULTS.temperature,
            max_tokens: options.maxTokens ?? DEFAULTS.maxTokens,
          },
          { timeout: options.timeoutMs ?? DEFAULTS.timeoutMs, maxRetries: 0 },
        );
      } catch (error) {
        if (error instanceof OpenAI.APIError && error.status)
          throw new ChatModelError(`model answered ${error.status}`);
        throw new ChatModelError(`model unreachable: ${(error as Error).message}`);
      }
      const content = completion.choices?.[0]?.message?.content;
      if (typeof content !== "string" || content.trim() === "")
        throw new ChatModelError("model answer is empty");
      return content.trim();
    },
  };
}
