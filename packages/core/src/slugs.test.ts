import { describe, expect, it } from "vitest";
import { idFromSlug, shopSlug } from "./slugs";

describe("shopSlug (doc 3 §2.9)", () => {
  it.each([
    ["Silk & Story", "silk-story"],
    ["Meera's Kitchen", "meeras-kitchen"],
    ["  Handmade   by  Anu  ", "handmade-by-anu"],
    ["Craft--House - Jaipur", "craft-house-jaipur"],
    ["-Edge Case-", "edge-case"],
    ["Studio 42", "studio-42"],
    ["!!!", ""],
    ["सहेली बुटीक", "सहेली-बुटीक"],
  ])("%s → %s", (name, slug) => expect(shopSlug(name)).toBe(slug));
});

describe("idFromSlug", () => {
  const id = "8c1b5a8e-0d7e-4c52-9b0e-0a6f7d1c2b3a";
  it("accepts a bare uuid", () => expect(idFromSlug(id)).toBe(id));
  it("lowercases", () => expect(idFromSlug(id.toUpperCase())).toBe(id));
  it("takes a trailing uuid after a slug", () => expect(idFromSlug(`silk-story-${id}`)).toBe(id));
  it("returns null for a plain slug", () => expect(idFromSlug("silk-story")).toBeNull());
  it("returns null for a near-uuid", () => expect(idFromSlug(`${id}x`)).toBeNull());
  it("does not take a uuid in the middle", () => expect(idFromSlug(`${id}-silk`)).toBeNull());
});
