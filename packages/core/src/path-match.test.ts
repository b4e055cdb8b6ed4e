import { describe, expect, it } from "vitest";
import { isUnder, normalizePath, pathSegments } from "./path-match";

describe("normalizePath", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["/chat/", "/chat"],
    ["/commerce?search=saree#top", "/commerce"],
    ["shops", "/shops"],
  ])("%s → %s", (input, expected) => expect(normalizePath(input)).toBe(expected));
});

describe("isUnder", () => {
  it("matches the prefix itself and paths below it", () => {
    expect(isUnder("/community", "/community")).toBe(true);
    expect(isUnder("/community/x", "/community")).toBe(true);
    expect(isUnder("/community/?tab=1", "/community")).toBe(true);
  });

  it("is segment-aware", () => {
    expect(isUnder("/chatroom", "/chat")).toBe(false);
    expect(isUnder("/shops", "/shop")).toBe(false);
  });
});

describe("pathSegments", () => {
  it("splits and decodes", () => {
    expect(pathSegments("/category/home%20decor/")).toEqual(["category", "home decor"]);
    expect(pathSegments("/bad/%E0%A4")).toEqual(["bad", "%E0%A4"]);
  });
});
