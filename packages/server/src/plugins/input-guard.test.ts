import { describe, expect, it } from "vitest";
import { findNul } from "./text-guard.js";

describe("findNul", () => {
  it("finds a NUL character at any depth and names where", () => {
    expect(findNul({ a: [{ b: "ok" }, { c: "x\u0000y" }] }, "body")).toBe("body.a.1.c");
    expect(findNul("\u0000", "params")).toBe("params");
    expect(findNul({ "k\u0000": 1 }, "body")).toBe("body.k");
  });

  it("lets ordinary text, numbers and Devanagari through", () => {
    expect(findNul({ q: "साड़ी", n: 3, ok: true, none: null, list: ["a", "b"] }, "body")).toBeNull();
  });
});
