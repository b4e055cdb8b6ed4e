import { describe, expect, it } from "vitest";
import { manualClock } from "./clock.js";
import { ttlCache } from "./ttl-cache.js";

describe("ttlCache", () => {
  it("keeps a value for its time to live only", () => {
    const clock = manualClock();
    const cache = ttlCache<string>(clock, 1000);
    cache.set("a", "one");
    clock.advance(999);
    expect(cache.get("a")).toBe("one");
    clock.advance(1);
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops the least recently used fifth when full", () => {
    const cache = ttlCache<number>(manualClock(), 60_000, 10);
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, i);
    cache.get("k0"); // used: k1 and k2 are now the oldest
    cache.set("k10", 10);
    expect(cache.get("k1")).toBeUndefined();
    expect(cache.get("k2")).toBeUndefined();
    expect(cache.get("k0")).toBe(0);
    expect(cache.get("k3")).toBe(3);
    expect(cache.get("k10")).toBe(10);
  });

  it("loads a missing value once for concurrent callers, and keeps no failure", async () => {
    const cache = ttlCache<number>(manualClock(), 60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.through("x", load), cache.through("x", load)])).toEqual([1, 1]);
    expect(await cache.through("x", load)).toBe(1);
    await expect(cache.through("y", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.through("y", load)).toBe(2);
  });
});

describe("ttlCache.clear", () => {
  it("forgets kept values and does not keep a load that started before", async () => {
    const cache = ttlCache<number>(manualClock(), 60_000);
    cache.set("a", 1);
    let release = (_: number) => {};
    const slow = cache.through("b", () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    release(2);
    expect(await slow).toBe(2);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBeUndefined();
  });
});
