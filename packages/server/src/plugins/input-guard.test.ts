import { describe, expect, it } from "vitest";
import { findNul, lowerCaseIds } from "./input-guard.js";

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

describe("lowerCaseIds", () => {
  it("lowers ids wherever they are and leaves other text as written", () => {
    const body = {
      id: "CB47A9CF-1761-4C3F-8536-1FD07E7DE537",
      ids: ["AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE"],
      name: "Priya",
    };
    expect(lowerCaseIds(body)).toEqual({
      id: "cb47a9cf-1761-4c3f-8536-1fd07e7de537",
      ids: ["aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee"],
      name: "Priya",
    });
  });
});
