import { createHash } from "node:crypto";

/** A seeded pseudo-random source, so the demo data is the same on every run. */
export type Rng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
};

/** mulberry32: tiny, fast and good enough for demo content. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick(items) {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
  };
}

/** A stable, v4-shaped UUID named by `parts`: the same entity gets the same id on every run. */
export function stableUuid(...parts: string[]): string {
  const bytes = createHash("sha256")
    .update(`saheli-seed:${parts.join(":")}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A short stable hex suffix, e.g. for listing slugs. */
export function stableSuffix(length: number, ...parts: string[]): string {
  return createHash("sha256")
    .update(`saheli-suffix:${parts.join(":")}`)
    .digest("hex")
    .slice(0, length);
}
