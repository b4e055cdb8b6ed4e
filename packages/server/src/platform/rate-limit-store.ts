import { createRequire } from "node:module";

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type Store = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
};
type StoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store;

const LocalStore = createRequire(import.meta.url)("@fastify/rate-limit/store/LocalStore") as StoreClass;

/**
 * @fastify/rate-limit's in-memory store, answering each count with its own copy. The library's store hands every
 * caller the same object and callers read it after an `await`, so requests arriving together all read the last
 * count: 50 at once were all refused where 25 should pass.
 */
export class SnapshotLocalStore {
  private readonly store: Store;

  constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number } = {}) {
    this.store = new LocalStore(
      Boolean(options.continueExceeding),
      Boolean(options.exponentialBackoff),
      options.cache,
    );
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.store.incr(key, (error, result) => callback(error, result && { ...result }), timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.store.read(key, (error, result) => callback(error, result && { ...result }), timeWindow, max);
  }

  child(options: object) {
    return new SnapshotLocalStore(options as ConstructorParameters<typeof SnapshotLocalStore>[0]);
  }
}
