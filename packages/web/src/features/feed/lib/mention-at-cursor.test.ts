import { describe, expect, it } from "vitest";
import { mentionAtCursor } from "./mention-at-cursor";

describe("mentionAtCursor", () => {
  it("finds the @word being typed", () => {
    expect(mentionAtCursor("thanks @pri", 11)).toEqual({ query: "pri", start: 7 });
    expect(mentionAtCursor("@", 1)).toEqual({ query: "", start: 0 });
  });

  it("ignores an e-mail address and a finished mention", () => {
    expect(mentionAtCursor("mail me@saheli", 14)).toBeNull();
    expect(mentionAtCursor("thanks @priya done", 18)).toBeNull();
  });
});
