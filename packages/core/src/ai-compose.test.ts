import { describe, expect, it } from "vitest";
import {
  AI_TEMPLATES,
  AI_TONES,
  type ComposerFacts,
  isComprehensive,
  LengthTokens,
  localSuggestions,
  mergeSuggestions,
  modelMessages,
  parseModelTips,
  suggestionCacheKey,
  suggestionsWanted,
  ToneTemperature,
  templatePost,
  wordCount,
} from "./ai-compose";

const priya: ComposerFacts = {
  firstName: "Priya",
  shopName: "Priya's Weaves",
  city: "Kanchipuram",
  category: "Sarees",
  listings: [
    { title: "Kanchipuram silk saree", price: "₹12,500" },
    { title: "Cotton handloom saree", price: "₹2,400" },
  ],
  headline: null,
};
const bare: ComposerFacts = {
  firstName: "Asha",
  shopName: null,
  city: null,
  category: null,
  listings: [],
  headline: null,
};

describe("Create with AI constants", () => {
  it("sends the spec's temperatures and token budgets", () => {
    expect(ToneTemperature).toEqual({
      professional: 0.3,
      casual: 0.7,
      inspiring: 0.8,
      educational: 0.4,
      personal: 0.6,
    });
    expect(LengthTokens).toEqual({ short: 150, medium: 300, long: 500 });
  });
});

describe("the templates", () => {
  it("write real sentences from her shop, city and listings", () => {
    const text = templatePost({ template: "saree-seller", tone: "professional", length: "medium" }, priya);
    expect(text).toContain("At Priya's Weaves, new sarees have just arrived in Kanchipuram");
    expect(text).toContain(
      "Kanchipuram silk saree (₹12,500) and Cotton handloom saree (₹2,400) in Priya's Weaves.",
    );
    expect(text).toMatch(/#Sarees #Handloom #WomenInBusiness$/);
  });
  it("grow with the length: short has no listings, long adds a closing line", () => {
    const short = templatePost({ template: "baker", tone: "casual", length: "short" }, priya);
    const long = templatePost({ template: "baker", tone: "casual", length: "long" }, priya);
    expect(short).not.toContain("₹");
    expect(short.split("\n\n")).toHaveLength(2);
    expect(long.split("\n\n")).toHaveLength(4);
    expect(long).toContain("I'd love to hear from you!");
  });
  it("read well for every template and tone, even with nothing known but her name", () => {
    for (const template of AI_TEMPLATES) {
      for (const tone of AI_TONES) {
        const text = templatePost({ template: template.id, tone, length: "long" }, bare);
        expect(text).not.toMatch(/undefined|null|\s{3,}|\.\./);
        expect(text).not.toContain(" in .");
        for (const paragraph of text.split("\n\n").slice(0, -1)) expect(paragraph).toMatch(/^[A-Z]/);
      }
    }
    expect(templatePost({ template: "coach", tone: "personal", length: "short" }, bare)).toMatch(
      /^Hi, I'm Asha\. /,
    );
  });
  it("answer her own prompt", () => {
    const text = templatePost({ prompt: "my new pickle range.", tone: "inspiring", length: "short" }, bare);
    expect(text).toContain("I want to talk about my new pickle range.");
  });
  it("tell the model only her facts", () => {
    const [system, user] = modelMessages({ template: "coach", tone: "educational", length: "short" }, priya);
    expect(system?.content).toContain("Tone: educational");
    expect(user?.content).toContain("Her shop: Priya's Weaves");
    expect(user?.content).toContain("Kanchipuram silk saree (₹12,500)");
  });
});

describe("AI suggestions", () => {
  it("are asked from 2 characters, 1 in a textarea", () => {
    expect(suggestionsWanted("a", "input")).toBe(false);
    expect(suggestionsWanted("ab", "input")).toBe(true);
    expect(suggestionsWanted("a", "textarea")).toBe(true);
    expect(suggestionsWanted("  ", "textarea")).toBe(false);
  });
  it("cache by context, element and lowercased text", () => {
    expect(suggestionCacheKey("post", "textarea", " New Sarees ")).toBe("post|textarea|new sarees");
  });
  it("give at most 3 local tips, local first, each once", () => {
    expect(localSuggestions("new sarees", "post", "textarea")).toHaveLength(3);
    expect(mergeSuggestions(["A", "B"], ["b", "C", "D"])).toEqual(["A", "B", "C"]);
    expect(parseModelTips("1. Add a price\n- Mention delivery\n\n")).toEqual([
      "Add a price",
      "Mention delivery",
    ]);
  });
  it("count words and call 500 comprehensive", () => {
    expect(wordCount("  one two\nthree ")).toBe(3);
    expect(wordCount("")).toBe(0);
    expect(isComprehensive("word ".repeat(499))).toBe(false);
    expect(isComprehensive("word ".repeat(500))).toBe(true);
  });
});
