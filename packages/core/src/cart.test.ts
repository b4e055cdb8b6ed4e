import { describe, expect, it } from "vitest";
import {
  CartMessages,
  cartTotals,
  cartTotalsByCurrency,
  moreForFreeShipping,
  quantityAfterAdd,
  variantKey,
} from "./cart";

describe("variantKey", () => {
  it("is the same for the same choices in any order, and empty for none", () => {
    expect(variantKey({ Size: "M", Colour: "Indigo" })).toBe(variantKey({ Colour: "Indigo", Size: "M" }));
    expect(variantKey(null)).toBe("");
    expect(variantKey({})).toBe("");
  });
});

describe("quantityAfterAdd", () => {
  const saree = { listing_type: "physical" as const, quantity: 3 };
  it("adds physical items up to the stock, in the spec's words past it", () => {
    expect(quantityAfterAdd(saree, 0, 1)).toEqual({ quantity: 1 });
    expect(quantityAfterAdd(saree, 2, 1)).toEqual({ quantity: 3 });
    expect(quantityAfterAdd(saree, 3, 1)).toEqual({ refused: CartMessages.moreThanStock });
    expect(quantityAfterAdd({ ...saree, quantity: 500 }, 99, 2)).toEqual({ refused: CartMessages.tooMany });
    expect(quantityAfterAdd({ ...saree, quantity: 0 }, 0, 1)).toEqual({
      refused: CartMessages.insufficientStock,
    });
  });
  it("keeps a digital item to one and books services instead", () => {
    const course = { listing_type: "digital" as const, quantity: 0 };
    expect(quantityAfterAdd(course, 0, 3)).toEqual({ quantity: 1 });
    expect(quantityAfterAdd(course, 1, 1)).toEqual({ unchanged: true });
    expect(quantityAfterAdd({ listing_type: "service", quantity: 5 }, 0, 1)).toEqual({
      refused: CartMessages.bookService,
    });
  });
});

describe("cartTotals", () => {
  const line = (price: number, quantity: number, shop_id = "a", sale_price: number | null = null) => ({
    quantity,
    listing: { price, sale_price, shop_id },
  });
  it("charges 50 a vendor up to 999 and nothing above", () => {
    expect(cartTotals([line(300, 1), line(200, 2, "b")])).toEqual({
      count: 3,
      subtotal: 700,
      shipping: 100,
      total: 800,
      freeShipping: false,
    });
    expect(cartTotals([line(999, 1)])).toMatchObject({ shipping: 50, total: 1049 });
    expect(cartTotals([line(1000, 1)])).toMatchObject({ shipping: 0, total: 1000, freeShipping: true });
  });
  it("uses sale prices and is all zero when empty", () => {
    expect(cartTotals([line(1200, 1, "a", 899.5)])).toMatchObject({ subtotal: 899.5, total: 949.5 });
    expect(cartTotals([])).toEqual({ count: 0, subtotal: 0, shipping: 0, total: 0, freeShipping: true });
  });
});

describe("cartTotalsByCurrency", () => {
  it("never adds rupees to dollars", () => {
    const line = (price: number, shop_currency: string) => ({
      quantity: 1,
      listing: { price, sale_price: null, shop_id: shop_currency, shop_currency },
    });
    expect(cartTotalsByCurrency([line(500, "INR"), line(20, "USD"), line(600, "INR")])).toEqual([
      { currency: "INR", count: 2, subtotal: 1100, shipping: 0, total: 1100, freeShipping: true },
      { currency: "USD", count: 1, subtotal: 20, shipping: 50, total: 70, freeShipping: false },
    ]);
  });
});

describe("moreForFreeShipping", () => {
  it("names the whole amount that tips the cart over 999", () => {
    expect(moreForFreeShipping(700)).toBe(300);
    expect(moreForFreeShipping(999)).toBe(1);
    expect(moreForFreeShipping(998.5)).toBe(1);
    expect(moreForFreeShipping(1000)).toBe(0);
  });
});
