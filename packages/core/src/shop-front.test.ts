import { describe, expect, it } from "vitest";
import { holidayNote, holidayRefusal, moveItem, ShopFrontMessages } from "./shop-front";

describe("holiday mode", () => {
  it("refuses in the spec's words, with her message or the default", () => {
    expect(holidayRefusal("Asha's Loom", "Back on 2 December")).toBe(
      "Asha's Loom is on holiday: Back on 2 December",
    );
    expect(holidayRefusal("Asha's Loom", "  ")).toBe(
      `Asha's Loom is on holiday: ${ShopFrontMessages.holidayDefault}`,
    );
    expect(holidayNote(null)).toBe(ShopFrontMessages.holidayDefault);
  });
});

describe("moveItem", () => {
  it("moves one item up or down and clamps at the ends", () => {
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 9)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 5, 0)).toEqual(["a", "b", "c"]);
  });
});
