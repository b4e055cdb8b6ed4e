import { describe, expect, it } from "vitest";
import { limitedAll } from "./limited-all.js";

describe("limitedAll", () => {
  it("keeps the order of results and never runs more than asked at once", async () => {
    let running = 0;
    let most = 0;
    const task = (value: number, ms: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      return value;
    };
    const results = await limitedAll([task(1, 20), task(2, 5), task(3, 10), task(4, 1), task(5, 5)], 2);
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it("passes a failure on", async () => {
    await expect(limitedAll([async () => 1, async () => Promise.reject(new Error("no"))], 2)).rejects.toThrow(
      "no",
    );
  });
});
