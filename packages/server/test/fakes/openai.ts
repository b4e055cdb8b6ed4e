import { type Reply, type StandinRequest, serve } from "./oauth-standin.js";

/**
 * A local stand-in for an OpenAI-compatible chat-completions API: `POST /v1/chat/completions` with a Bearer key,
 * answering in the protocol's shape (`{ id, object: "chat.completion", model, choices: [{ index, message:
 * { role: "assistant", content }, finish_reason }], usage }`) and OpenAI's error body on a wrong key. Its default
 * answer is written only from what it was given: it repeats every order number and article title that appears in
 * the messages it received, so a test can see exactly what the model was shown. `script` makes the next call fail.
 * Base URL for AI_BASE_URL: `{baseUrl}/v1`.
 */
export type OpenAiStandinOptions = { apiKey: string; port?: number; host?: string };

type ChatBody = { model?: string; messages?: { role: string; content: string }[] };

export function modelAnswerFrom(body: ChatBody): string {
  const all = (body.messages ?? []).map((m) => m.content).join("\n");
  const orders = [...new Set(all.match(/SAH-\d{4}-\d{6,}/g) ?? [])];
  const titles = [...new Set([...all.matchAll(/Help article “([^”]+)”/g)].map((m) => m[1]))];
  return [
    titles.length > 0
      ? `According to “${titles[0]}”, here is what to do.`
      : "I could not find that in the help centre.",
    orders.length > 0 ? `Orders mentioned: ${orders.join(", ")}.` : "",
  ]
    .join(" ")
    .trim();
}

export async function startOpenAiStandin(options: OpenAiStandinOptions) {
  let sequence = 0;
  const handler = (request: StandinRequest): Reply | undefined => {
    if (request.method !== "POST" || request.path !== "/v1/chat/completions") return undefined;
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return {
        status: 401,
        body: {
          error: {
            message: "Incorrect API key provided.",
            type: "invalid_request_error",
            code: "invalid_api_key",
          },
        },
      };
    const body = request.body as ChatBody;
    if (!Array.isArray(body.messages) || !body.model)
      return {
        status: 400,
        body: { error: { message: "messages and model are required", type: "invalid_request_error" } },
      };
    sequence += 1;
    return {
      status: 200,
      body: {
        id: `chatcmpl-${sequence}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          { index: 0, message: { role: "assistant", content: modelAnswerFrom(body) }, finish_reason: "stop" },
        ],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      },
    };
  };
  const served = await serve(handler, options);
  return {
    ...served,
    apiBaseUrl: `${served.baseUrl}/v1`,
    /** Every chat-completions request body the stand-in received. */
    chats: () =>
      served.requests.filter((r) => r.path === "/v1/chat/completions").map((r) => r.body as ChatBody),
  };
}
