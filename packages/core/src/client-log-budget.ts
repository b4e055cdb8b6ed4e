/** At most 10 error reports a minute from one tab (issue 22 §6); the rest are dropped, not queued. */
export const CLIENT_LOG_BUDGET = { max: 10, windowMs: 60_000 } as const;

/**
 * A sliding-window budget: `take(now)` says whether one more report may be sent now, remembering it if so.
 * Pure apart from its own list of send times, so a test can drive it with any clock.
 */
export function clientLogBudget(limit: { max: number; windowMs: number } = CLIENT_LOG_BUDGET) {
  const sent: number[] = [];
  return {
    take(now: number): boolean {
      while (sent.length && (sent[0] ?? 0) <= now - limit.windowMs) sent.shift();
      if (sent.length >= limit.max) return false;
      sent.push(now);
      return true;
    },
  };
}

/** A failed dynamic import: the files of the page she had open were replaced by a deploy. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? "");
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message,
  );
}

/** Reload once after a chunk-load error: not again if the last reload for one was within this window. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_WINDOW_MS;
}
