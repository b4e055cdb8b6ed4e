import { describe, expect, it } from "vitest";
import { parseChoicesCookie, serializeChoices } from "./privacy-choices.js";

describe("privacy choices cookie", () => {
  it("defaults to strictly necessary only", () => {
    expect(parseChoicesCookie(undefined)).toEqual({ analytics: false });
    expect(parseChoicesCookie("nonsense")).toEqual({ analytics: false });
  });

  it("round-trips a choice", () => {
    expect(parseChoicesCookie(serializeChoices({ analytics: true }))).toEqual({ analytics: true });
    expect(parseChoicesCookie(encodeURIComponent(serializeChoices({ analytics: false })))).toEqual({
      analytics: false,
    });
  });
});
