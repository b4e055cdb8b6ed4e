import { describe, expect, it } from "vitest";
import { discountPercent, listingPath, listingSlug, stockState } from "./listings";

describe("listings", () => {
  it("slugs titles with a piece of the id", () => {
    expect(listingSlug("Hand-woven Silk Saree (Banarasi)!", "0f3a9c1e-1111-4222-8333-444455556666")).toBe(
      "hand-woven-silk-saree-banarasi-0f3a9c1e",
    );
    expect(listingSlug("!!!", "abcdef12-0000-0000-0000-000000000000")).toBe("listing-abcdef12");
  });
  it("routes services to /service and the rest to /product", () => {
    expect(listingPath({ slug: "s", listing_type: "service" })).toBe("/service/s");
    expect(listingPath({ slug: "p", listing_type: "digital" })).toBe("/product/p");
  });
  it("shows a discount only for a real saving", () => {
    expect(discountPercent({ price: 1000, sale_price: 749 })).toBe(25);
    expect(discountPercent({ price: 1000, sale_price: null })).toBeNull();
    expect(discountPercent({ price: 1000, sale_price: 1000 })).toBeNull();
  });
  it("reads stock for physical items only", () => {
    expect(stockState({ listing_type: "physical", quantity: 0 })).toEqual({
      available: false,
      label: "Out of stock",
    });
    expect(stockState({ listing_type: "physical", quantity: 2 }).label).toBe("Only 2 left");
    expect(stockState({ listing_type: "service", quantity: 0 }).available).toBe(true);
  });
});
