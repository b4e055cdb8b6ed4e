import { describe, expect, it } from "vitest";
import { averageOf, ratingDistribution } from "./reviews";

describe("ratingDistribution", () => {
  it("lists 5 stars first with whole percents", () => {
    expect(ratingDistribution({ 5: 3, 4: 1 })).toEqual([
      { stars: 5, count: 3, percent: 75 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it("is all zeros without reviews", () => {
    expect(ratingDistribution({}).every((row) => row.percent === 0 && row.count === 0)).toBe(true);
  });
});

describe("averageOf", () => {
  it("keeps one decimal and is 0 without reviews", () => {
    expect(averageOf(14, 3)).toBe(4.7);
    expect(averageOf(9, 2)).toBe(4.5);
    expect(averageOf(0, 0)).toBe(0);
  });
});
