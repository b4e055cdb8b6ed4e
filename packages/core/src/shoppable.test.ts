import { describe, expect, it } from "vitest";
import { chosenListings, ShareMessages, sharedState, shareKindOf } from "./shoppable";

describe("sharedState (issue 21 §5)", () => {
  it("keeps an old post's listing: on sale, sold out at 0 in stock, or no longer available", () => {
    expect(sharedState({ on_sale: true, listing_type: "physical", quantity: 3 })).toBe("on_sale");
    expect(sharedState({ on_sale: true, listing_type: "physical", quantity: 0 })).toBe("sold_out");
    expect(sharedState({ on_sale: false, listing_type: "physical", quantity: 3 })).toBe("unavailable");
  });

  it("never sells out a download or a service", () => {
    expect(sharedState({ on_sale: true, listing_type: "digital", quantity: 0 })).toBe("on_sale");
    expect(sharedState({ on_sale: true, listing_type: "service", quantity: 0 })).toBe("on_sale");
  });
});

describe("chosenListings", () => {
  it("keeps her order, counts a repeat once, and refuses a fifth", () => {
    expect(chosenListings(["a", "b", "a", "c"])).toEqual({ ids: ["a", "b", "c"] });
    expect(chosenListings(["a", "b", "c", "d", "e"])).toEqual({ refused: ShareMessages.tooMany });
    expect(chosenListings([])).toEqual({ ids: [] });
  });
});

it("puts physical and digital listings in the products picker and services in the services one", () => {
  expect(["physical", "digital", "service"].map((t) => shareKindOf(t as "physical"))).toEqual([
    "products",
    "products",
    "services",
  ]);
});
