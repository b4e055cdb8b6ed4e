import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";

const base = { NODE_ENV: "test", SEED_DEMO_DATA: "false" };

describe("the assistant's model settings", () => {
  it("are off when none of AI_* is set", () => {
    expect(loadConfig(base).ai).toBeUndefined();
  });

  it("take all three of AI_BASE_URL, AI_API_KEY and AI_MODEL", () => {
    const config = loadConfig({
      ...base,
      AI_BASE_URL: "https://api.example.com/v1",
      AI_API_KEY: "sk-1",
      AI_MODEL: "small-model",
    });
    expect(config.ai).toEqual({
      baseUrl: "https://api.example.com/v1",
      apiKey: "sk-1",
      model: "small-model",
    });
  });

  it("stop start-up naming the variable when only some are set", () => {
    expect(() =>
      loadConfig({ ...base, AI_BASE_URL: "https://api.example.com/v1", AI_API_KEY: "sk-1" }),
    ).toThrow(/AI_BASE_URL.*all three of AI_BASE_URL, AI_API_KEY and AI_MODEL/);
  });
});
