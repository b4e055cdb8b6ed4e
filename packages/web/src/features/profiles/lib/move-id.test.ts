import { describe, expect, it } from "vitest";
import { moveId } from "./move-id";

describe("moveId", () => {
  it("swaps an item with its neighbour", () => {
    expect(moveId(["a", "b", "c"], "b", -1)).toEqual(["b", "a", "c"]);
    expect(moveId(["a", "b", "c"], "b", 1)).toEqual(["a", "c", "b"]);
  });

  it("leaves the list alone at either end or for an unknown id", () => {
    const ids = ["a", "b"];
    expect(moveId(ids, "a", -1)).toBe(ids);
    expect(moveId(ids, "b", 1)).toBe(ids);
    expect(moveId(ids, "z", 1)).toBe(ids);
  });
});
