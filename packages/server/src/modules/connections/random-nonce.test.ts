import { parseOAuthState } from "@saheli/core/connections";
import { describe, expect, it } from "vitest";
import { randomNonce } from "./connections.service.js";

describe("the state's random part (doc 3 §9: 32 characters)", () => {
  it("is 32 letters and digits, new every time, and reads back as a state", () => {
    const nonces = Array.from({ length: 2000 }, () => randomNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(parseOAuthState(`${nonce}|%2Fvendor%2Fsettings`)).toEqual({
        nonce,
        returnTo: "/vendor/settings",
      });
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("uses every character about equally (no modulo bias toward the first ones)", () => {
    const counts = new Map<string, number>();
    for (let n = 0; n < 4000; n++)
      for (const char of randomNonce()) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    const expected = (4000 * 32) / 62;
    const chiSquare = [...counts.values()].reduce((sum, seen) => sum + (seen - expected) ** 2 / expected, 0);
    // 61 degrees of freedom: above 135 by chance about once in five million runs; plain `byte % 62` gives about 850.
    expect(chiSquare).toBeLessThan(135);
  });
});
