import { CachePolicy } from "@saheli/core/cache-policy";
import type { Clock } from "./clock.js";

export type TtlCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** The cached value, or the one `load` makes (and caches); concurrent misses share one load. */
  through(key: string, load: () => Promise<V>): Promise<V>;
  /** Forgets every entry (a load under way still answers its callers, and is not kept). */
  clear(): void;
};

/**
 * A read cache of this node (doc 3 §9): entries live `ttlMs` by the app's clock; when full, the least recently
 * used fifth goes. Only for reads the spec lets be that old; nothing is ever written through it.
 */
export function ttlCache<V>(
  clock: Clock,
  ttlMs: number,
  maxEntries: number = CachePolicy.maxEntries,
): TtlCache<V> {
  const entries = new Map<string, { value: V; at: number }>();
  const loading = new Map<string, Promise<V>>();
  function get(key: string) {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (clock.now().getTime() - entry.at >= ttlMs) return undefined;
    entries.set(key, entry); // most recently used last
    return entry.value;
  }
  function set(key: string, value: V) {
    entries.delete(key);
    if (entries.size >= maxEntries) {
      const drop = Math.max(1, Math.floor(maxEntries * CachePolicy.evictFraction));
      for (const old of [...entries.keys()].slice(0, drop)) entries.delete(old);
    }
    entries.set(key, { value, at: clock.now().getTime() });
  }
  let generation = 0;
  async function through(key: string, load: () => Promise<V>) {
    const hit = get(key);
    if (hit !== undefined) return hit;
    const pending = loading.get(key);
    if (pending) return pending;
    const started = generation;
    const promise = load()
      .then((value) => {
        // Read before a clear(): it may be older than what the clear was for.
        if (started === generation) set(key, value);
        return value;
      })
      .finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
    loading.set(key, promise);
    return promise;
  }
  function clear() {
    generation++;
    entries.clear();
    loading.clear();
  }
  return { get, set, through, clear };
}
