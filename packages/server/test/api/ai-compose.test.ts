import { AiComposeLimits, AiComposeMessages, LengthTokens, ToneTemperature } from "@saheli/core/ai-compose";
import type { AiComposeResponse, AiSuggestionsResponse } from "@saheli/core/contracts/ai-compose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { startOpenAiStandin } from "../fakes/openai.js";
import { category, list, openShop, physical } from "../helpers/marketplace.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

type Standin = Awaited<ReturnType<typeof startOpenAiStandin>>;
type SentChat = {
  model?: string;
  messages?: { content: string }[];
  temperature?: number;
  max_tokens?: number;
};

let model: Standin;
let app: App;
let plain: App;
let priya: Member;
let meera: Member;
let plainPriya: Member;

const compose = async (on: App, who: Member, body: Record<string, unknown>) => {
  const res = await as(on, who).post("/api/ai/compose", body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AiComposeResponse;
};
const lastChat = () => model.chats().at(-1) as SentChat | undefined;

beforeAll(async () => {
  model = await startOpenAiStandin({ apiKey: "sk-test" });
  app = await createTestApp({
    relaxedLimits: true,
    env: { AI_BASE_URL: model.apiBaseUrl, AI_API_KEY: "sk-test", AI_MODEL: "test-model" },
  });
  plain = await createTestApp({ relaxedLimits: true });
  [priya, meera] = await twoShops(app);
  [plainPriya] = await twoShops(plain);
}, 60_000);
afterAll(async () => {
  await app.close();
  await plain.close();
  await model.close();
});

describe("Create with AI through an OpenAI-compatible model", () => {
  it("sends the tone's temperature and the length's max_tokens, with her facts and nobody else's", async () => {
    for (const [tone, temperature] of Object.entries(ToneTemperature)) {
      for (const [length, tokens] of Object.entries(LengthTokens)) {
        const answer = await compose(app, priya, { template: "saree-seller", tone, length });
        expect(answer.source).toBe("model");
        expect(answer.notice).toBeNull();
        const sent = lastChat();
        expect(sent?.temperature).toBe(temperature);
        expect(sent?.max_tokens).toBe(tokens);
        expect(sent?.model).toBe("test-model");
      }
    }
    const words = (lastChat()?.messages ?? []).map((m) => m.content).join("\n");
    expect(words).toContain("Priya's Weaves");
    expect(words).toContain("Kanchipuram silk saree");
    expect(words).not.toContain("Meera");
    expect(words).not.toContain("Secret chocolate cake");
  });

  it("writes from her own prompt", async () => {
    await compose(app, priya, { prompt: "our Diwali open house", tone: "casual", length: "short" });
    expect(lastChat()?.messages?.at(-1)?.content).toContain("Write a post about: our Diwali open house");
  });

  it("answers with a template and tells her when the model fails", async () => {
    model.script("POST", "/v1/chat/completions", { status: 500, body: { error: { message: "boom" } } });
    const answer = await compose(app, priya, { template: "baker", tone: "casual", length: "medium" });
    expect(answer.source).toBe("template");
    expect(answer.notice).toBe(AiComposeMessages.templateAnswered);
    expect(answer.text).toContain("Okay, I have to share this:");
  });

  it("gives up on a model slower than 10 s and answers with a template", async () => {
    model.script("POST", "/v1/chat/completions", { status: 0, delayMs: AiComposeLimits.timeoutMs + 1_500 });
    const started = Date.now();
    const answer = await compose(app, priya, { template: "coach", tone: "professional", length: "short" });
    expect(Date.now() - started).toBeLessThan(AiComposeLimits.timeoutMs + 1_400);
    expect(answer.source).toBe("template");
    expect(answer.notice).toBe(AiComposeMessages.templateAnswered);
  }, 20_000);

  it("needs a template or a prompt, and a known tone", async () => {
    expect(
      (await as(app, priya).post("/api/ai/compose", { tone: "casual", length: "short" })).statusCode,
    ).toBe(400);
    expect(
      (await as(app, priya).post("/api/ai/compose", { template: "baker", tone: "angry", length: "short" }))
        .statusCode,
    ).toBe(400);
    const guest = await app.inject({
      method: "POST",
      url: "/api/ai/compose",
      payload: { template: "baker", tone: "casual", length: "short" },
    });
    expect(guest.statusCode).toBe(401);
  });

  it("stops calling the model after her daily quota, and templates answer with the notice", async () => {
    const nisha = await member(app, "nisha@example.in", { full_name: "Nisha Verma" });
    await app.deps.database.executeSql(
      `insert into ai_usage (user_id, day, calls) values ('${nisha.id}', (now() at time zone 'Asia/Kolkata')::date, ${AiComposeLimits.dailyModelCalls})`,
    );
    const before = model.chats().length;
    const answer = await compose(app, nisha, { template: "milestone", tone: "personal", length: "short" });
    expect(answer).toMatchObject({ source: "template", notice: AiComposeMessages.quotaUsed });
    expect(answer.text).toMatch(/^Hi, I'm Nisha\. /);
    expect(model.chats().length).toBe(before);
  });
});

describe("Create with AI without a model", () => {
  it("writes from the templates with her shop and listings, and says a template wrote it", async () => {
    const answer = await compose(plain, plainPriya, {
      template: "saree-seller",
      tone: "professional",
      length: "medium",
    });
    expect(answer.source).toBe("template");
    expect(answer.notice).toBe(AiComposeMessages.templateWrote);
    expect(answer.text).toContain("At Priya's Weaves, new sarees have just arrived");
    expect(answer.text).toContain("Kanchipuram silk saree (₹3,999)");
    expect(answer.text).not.toContain("Secret chocolate cake");
  });
});

/** Priya's saree shop and Meera's bakery, each with a listing on sale. */
async function twoShops(on: App): Promise<[Member, Member]> {
  const seller = await member(on, "priya@example.in", { full_name: "Priya Raman" });
  const other = await member(on, "meera@example.in", { full_name: "Meera Shah" });
  await category(on, "Sarees");
  await openShop(on, seller, "Priya's Weaves", ["Sarees"]);
  await list(on, seller, physical({ title: "Kanchipuram silk saree" }));
  await openShop(on, other, "Meera Bakes", ["Sarees"]);
  await list(on, other, physical({ title: "Secret chocolate cake" }));
  return [seller, other];
}

describe("AI suggestions", () => {
  const ask = async (on: App, who: Member, body: Record<string, unknown>) => {
    const res = await as(on, who).post("/api/ai-suggestions", body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AiSuggestionsResponse;
  };
  const rich =
    "Our new Kanchipuram silks are here #sarees — message me to order. Which colour would you choose?";

  it("gives local tips first, at most 3, and the badge's word count", async () => {
    const answer = await ask(plain, plainPriya, {
      text: "New sarees",
      context: "post",
      elementType: "textarea",
    });
    expect(answer.suggestions).toHaveLength(3);
    expect(answer.suggestions[0]).toBe("Say a little more: what is it, and who is it for?");
    expect(answer).toMatchObject({ word_count: 2, comprehensive: false });
    const long = await ask(plain, plainPriya, {
      text: `${"word ".repeat(500)}#tag?`,
      context: "post",
      elementType: "textarea",
    });
    expect(long.comprehensive).toBe(true);
  });

  it("adds the model's after the local ones, and caches them per context, element and lowercased text", async () => {
    const before = model.chats().length;
    const first = await ask(app, priya, { text: rich, context: "post", elementType: "textarea" });
    expect(model.chats().length).toBe(before + 1);
    expect(first.suggestions.length).toBeGreaterThan(0);
    expect(first.suggestions.length).toBeLessThanOrEqual(3);
    const again = await ask(app, meera, {
      text: rich.toUpperCase(),
      context: "post",
      elementType: "textarea",
    });
    expect(model.chats().length).toBe(before + 1);
    expect(again.suggestions).toEqual(first.suggestions);
    await ask(app, priya, { text: rich, context: "post", elementType: "input" });
    expect(model.chats().length).toBe(before + 2);
  });

  it("refuses text over the post limit and visitors", async () => {
    const tooLong = await as(app, priya).post("/api/ai-suggestions", {
      text: "a".repeat(3001),
      context: "post",
      elementType: "textarea",
    });
    expect(tooLong.statusCode).toBe(400);
    const guest = await app.inject({
      method: "POST",
      url: "/api/ai-suggestions",
      payload: { text: "hello", context: "post", elementType: "input" },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe("limits and the contract", () => {
  it("declares member access and per-person limits", async () => {
    const spec = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(spec.paths["/api/ai/compose"].post).toMatchObject({
      "x-access": "member",
      "x-limits": ["aiCompose"],
    });
    expect(spec.paths["/api/ai-suggestions"].post).toMatchObject({
      "x-access": "member",
      "x-limits": ["aiSuggest"],
    });
  });

  it("counts her Create with AI calls per person", async () => {
    const strict = await createTestApp();
    try {
      const who = await member(strict, "limit@example.in");
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push(
          (
            await as(strict, who).post("/api/ai/compose", {
              template: "baker",
              tone: "casual",
              length: "short",
            })
          ).statusCode,
        );
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
