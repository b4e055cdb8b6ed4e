import { describe, expect, it } from "vitest";
import { categoriesShown, ratingLabel, SHOP_PHONE } from "./shops";

describe("shops", () => {
  it("shows three categories then '+N more'", () => {
    expect(categoriesShown(["a", "b"])).toEqual({ shown: ["a", "b"], more: null });
    expect(categoriesShown(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: "+2 more" });
  });
  it("reads ratings with one decimal and floor stars", () => {
    expect(ratingLabel(4.76)).toEqual({ text: "4.8", stars: 4 });
    expect(ratingLabel(0)).toEqual({ text: "0.0", stars: 0 });
    expect(ratingLabel(Number.NaN)).toEqual({ text: "0.0", stars: 0 });
  });
  it("takes phone numbers in international form", () => {
    expect(SHOP_PHONE.test("+919876543210")).toBe(true);
    expect(SHOP_PHONE.test("+0123456789")).toBe(false);
    expect(SHOP_PHONE.test("9876543210")).toBe(false);
    expect(SHOP_PHONE.test("+12345")).toBe(false);
  });
});
