import type { MusicResult } from "@saheli/core/contracts/music";
import { AppErrorCode } from "@saheli/core/errors";
import type { MusicGenre } from "@saheli/core/music";
import { MusicMessages } from "@saheli/core/music";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import { ttlCache } from "../../platform/ttl-cache.js";
import type { MusicCatalogue } from "./youtube.client.js";

export type MusicServiceDeps = {
  catalogue: MusicCatalogue | null;
  clock: Clock;
  log: Pick<FastifyBaseLogger, "warn">;
};

/** Each search costs the operator 100 units of a 10,000-a-day quota, so the same words are asked once an hour. */
const SEARCH_CACHE_MS = 60 * 60 * 1000;

/** Music search for the image editor (doc 1 §4 "Music"): off, with the spec's alert, when no key is set. */
export function musicService({ catalogue, clock, log }: MusicServiceDeps) {
  const cache = ttlCache<MusicResult[]>(clock, SEARCH_CACHE_MS, 500);

  async function search(query: string, genre: MusicGenre): Promise<MusicResult[]> {
    if (!catalogue) throw new AppError(AppErrorCode.UNAVAILABLE, 503, MusicMessages.keyMissing);
    const key = `${genre}\n${query.trim().toLowerCase()}`;
    try {
      return await cache.through(key, () => catalogue.search(query, genre));
    } catch (error) {
      log.warn({ err: error }, "music search failed");
      throw new AppError(AppErrorCode.UNAVAILABLE, 502, MusicMessages.searchFailed);
    }
  }

  return { available: catalogue !== null, search };
}

export type MusicService = ReturnType<typeof musicService>;
