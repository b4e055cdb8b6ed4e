import { describe, expect, it } from "vitest";
import {
  collectionNameProblem,
  itemCountLabel,
  normalizeCollectionName,
  SavedLimits,
  SavedMessages,
} from "./saved";

describe("collection names", () => {
  it("trims and collapses spaces", () => {
    expect(normalizeCollectionName("  Gift   ideas ")).toBe("Gift ideas");
  });

  it("refuses an empty or blank name", () => {
    expect(collectionNameProblem("")).toBe(SavedMessages.nameRequired);
    expect(collectionNameProblem("   ")).toBe(SavedMessages.nameRequired);
  });

  it("counts characters, not UTF-16 units, against the limit", () => {
    expect(collectionNameProblem("🌸".repeat(SavedLimits.nameMax))).toBeNull();
    expect(collectionNameProblem("a".repeat(SavedLimits.nameMax + 1))).toBe(SavedMessages.nameTooLong);
  });

  it("accepts a name that is long only because of spaces", () => {
    expect(collectionNameProblem(`  ${"a".repeat(SavedLimits.nameMax)}  `)).toBeNull();
  });
});

describe("itemCountLabel", () => {
  it("says item or items", () => {
    expect(itemCountLabel(0)).toBe("0 items");
    expect(itemCountLabel(1)).toBe("1 item");
    expect(itemCountLabel(1200)).toBe("1,200 items");
  });
});
