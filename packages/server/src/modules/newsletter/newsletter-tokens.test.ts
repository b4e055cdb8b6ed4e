import { describe, expect, it } from "vitest";
import { signUnsubscribe, tokenHash, verifyUnsubscribe } from "./newsletter-tokens.js";

const id = "6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e0f";

describe("unsubscribe tokens", () => {
  it("verifies its own signature and names the subscription", () => {
    expect(verifyUnsubscribe("key", signUnsubscribe("key", id))).toBe(id);
  });

  it("refuses another key, another id or a changed signature", () => {
    const token = signUnsubscribe("key", id);
    expect(verifyUnsubscribe("other", token)).toBeNull();
    expect(verifyUnsubscribe("key", token.replace(id, "7f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e0f"))).toBeNull();
    expect(verifyUnsubscribe("key", `${token.slice(0, -2)}xx`)).toBeNull();
    expect(verifyUnsubscribe("key", "nonsense")).toBeNull();
  });

  it("hashes confirmation tokens", () => {
    expect(tokenHash("a")).toHaveLength(64);
    expect(tokenHash("a")).not.toBe(tokenHash("b"));
  });
});
