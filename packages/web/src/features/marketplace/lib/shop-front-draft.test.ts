import type { ShopFront } from "@saheli/core/contracts/shop-front";
import { describe, expect, it } from "vitest";
import { changed, draftOf, inputOf } from "./shop-front-draft";

const card = (id: string, title: string) => ({
  id,
  slug: title.toLowerCase(),
  title,
  price: 100,
  sale_price: null,
  listing_type: "physical" as const,
  average_rating: 0,
  total_reviews: 0,
  image_url: null,
  shop: { id: "s", shop_name: "Asha's Loom", slug: "ashas-loom", verified: true, shop_currency: "INR" },
});

const saved: ShopFront = {
  shop_id: "00000000-0000-4000-8000-000000000001",
  banner_url: null,
  sections: [
    {
      id: "10000000-0000-4000-8000-000000000001",
      title: "New",
      // b is hidden now: its id is kept on the server but it has no card.
      listing_ids: ["a", "b", "c"],
      listings: [card("a", "Saree"), card("c", "Stole")],
    },
  ],
};

describe("the shop-front draft", () => {
  it("starts from what buyers can see, and sends titles with listing ids in order", () => {
    const draft = draftOf(saved);
    expect(draft.map((s) => s.listings.map((l) => l.id))).toEqual([["a", "c"]]);
    expect(inputOf(draft)).toEqual({ sections: [{ title: "New", listing_ids: ["a", "c"] }] });
  });

  it("knows when something changed", () => {
    const draft = draftOf(saved);
    expect(changed(draft, saved)).toBe(false);
    expect(changed([{ ...draft[0]!, listings: [...draft[0]!.listings].reverse() }], saved)).toBe(true);
    expect(changed([{ ...draft[0]!, title: "Newest" }], saved)).toBe(true);
    expect(changed([], saved)).toBe(true);
    expect(changed([], undefined)).toBe(false);
  });
});
