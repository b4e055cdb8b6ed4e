import { describe, expect, it } from "vitest";
import { collectionHref, parseCollection, parseKind } from "./saved-filter";

const ID = "0b8e0a52-5c4f-4b0e-9d3a-7c1f2e3d4a5b";

describe("saved filters", () => {
  it("reads the kind, falling back to every kind", () => {
    expect(parseKind("listing")).toBe("listing");
    expect(parseKind("spaceship")).toBe("");
    expect(parseKind(null)).toBe("");
  });

  it("reads the collection from the route, else the query", () => {
    expect(parseCollection(ID.toUpperCase(), null)).toBe(ID);
    expect(parseCollection("not-an-id", null)).toBe("invalid");
    expect(parseCollection(undefined, "none")).toBe("none");
    expect(parseCollection(undefined, "whatever")).toBe("all");
  });

  it("builds each list's address, keeping the kind", () => {
    expect(collectionHref("all", "")).toBe("/saved");
    expect(collectionHref("none", "post")).toBe("/saved?collection=none&kind=post");
    expect(collectionHref(ID, "job")).toBe(`/saved/collections/${ID}?kind=job`);
  });
});
