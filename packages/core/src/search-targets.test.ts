import { describe, expect, it } from "vitest";
import { peopleSearchHref, productSearchHref, serviceSearchHref, shopSearchHref } from "./search-targets";

describe("search targets (doc 3 §2.6)", () => {
  it("products", () => expect(productSearchHref(" silk saree ")).toBe("/commerce?search=silk%20saree"));
  it("services", () => expect(serviceSearchHref("mehendi")).toBe("/commerce?search=mehendi&type=service"));
  it("shops", () => expect(shopSearchHref("a&b")).toBe("/shops?search=a%26b"));
  it("people", () => expect(peopleSearchHref("priya")).toBe("/community/search?q=priya&tab=people"));
});
