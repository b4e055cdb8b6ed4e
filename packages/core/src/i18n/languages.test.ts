import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage, languageOf, resolveLanguage } from "./languages";

describe("languages", () => {
  it("reads a language tag by its base, any case; unknown is null", () => {
    expect(languageOf("hi-IN")).toBe("hi");
    expect(languageOf("EN_gb")).toBe("en");
    expect(languageOf("ta")).toBeNull();
    expect(languageOf("")).toBeNull();
    expect(languageOf(undefined)).toBeNull();
  });

  it("takes the best of ours from Accept-Language by quality, then order", () => {
    expect(languageFromAcceptLanguage("hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("hi");
    expect(languageFromAcceptLanguage("ta-IN, en;q=0.5, hi;q=0.8")).toBe("hi");
    expect(languageFromAcceptLanguage("en, hi")).toBe("en");
    expect(languageFromAcceptLanguage("hi;q=0, en;q=0.1")).toBe("en");
    expect(languageFromAcceptLanguage("ta, te;q=0.9")).toBeNull();
    expect(languageFromAcceptLanguage("hi;q=abc")).toBeNull();
    expect(languageFromAcceptLanguage("")).toBeNull();
  });

  it("prefers her choice, then the browser, then English; an unknown choice falls through", () => {
    expect(resolveLanguage({ chosen: "hi", acceptLanguage: "en" })).toBe("hi");
    expect(resolveLanguage({ chosen: "xx", acceptLanguage: "hi-IN" })).toBe("hi");
    expect(resolveLanguage({ chosen: null, acceptLanguage: "fr" })).toBe("en");
    expect(resolveLanguage({})).toBe("en");
  });
});
