/**
 * An OpenAI-compatible chat-completions model (`POST {AI_BASE_URL}/chat/completions`, Bearer key). The base URL
 * is the operator's setting, never a user's, and nothing a person types becomes a URL: no SSRF surface beyond the
 * configured host. Answers are capped in time and size; any failure is thrown for the caller to fall back.
 */
export type ChatModelMessage = { role: "system" | "user" | "assistant"; content: string };

export type ChatModel = {
  complete(messages: ChatModelMessage[], signal?: AbortSignal): Promise<string>;
};

export type ChatModelSettings = { baseUrl: string; apiKey: string; model: string };

const TIMEOUT_MS = 12_000;
const MAX_RESPONSE_BYTES = 256 * 1024;
const MAX_TOKENS = 500;

export class ChatModelError extends Error {}

export function chatCompletionsModel(settings: ChatModelSettings): ChatModel {
  const url = `${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    async complete(messages) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            authorization: `Bearer ${settings.apiKey}`,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify({
            model: settings.model,
            messages,
            temperature: 0.2,
            max_tokens: MAX_TOKENS,
          }),
          redirect: "error",
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new ChatModelError(`model unreachable: ${(error as Error).message}`);
      }
      const text = await response.text();
      if (text.length > MAX_RESPONSE_BYTES) throw new ChatModelError("model answer too large");
      if (!response.ok) throw new ChatModelError(`model answered ${response.status}`);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ChatModelError("model answer is not JSON");
      }
      const content = (body as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message
        ?.content;
      if (typeof content !== "string" || content.trim() === "")
        throw new ChatModelError("model answer is empty");
      return content.trim();
    },
  };
}
