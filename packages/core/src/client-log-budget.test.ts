import { describe, expect, it } from "vitest";
import { clientLogBudget, isChunkLoadError, shouldReloadForChunk } from "./client-log-budget.js";

describe("clientLogBudget", () => {
  it("lets 10 reports through a minute and drops the 11th", () => {
    const budget = clientLogBudget();
    const results = Array.from({ length: 11 }, (_, i) => budget.take(1_000 + i));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(results[10]).toBe(false);
  });

  it("frees a place once the oldest report is a minute old", () => {
    const budget = clientLogBudget();
    for (let i = 0; i < 10; i++) budget.take(i * 1000);
    expect(budget.take(59_999)).toBe(false);
    expect(budget.take(60_000)).toBe(true);
    expect(budget.take(60_001)).toBe(false);
  });
});

describe("chunk-load errors", () => {
  it("recognises the browsers' words for a failed dynamic import", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/assets/a.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads once, not in a loop", () => {
    expect(shouldReloadForChunk(null, 100_000)).toBe(true);
    expect(shouldReloadForChunk(95_000, 100_000)).toBe(false);
    expect(shouldReloadForChunk(10_000, 100_000)).toBe(true);
  });
});
