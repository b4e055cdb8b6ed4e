/** The time, injectable so tests can move it (code expiry, the 48-hour recovery window). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type ManualClock = Clock & { advance(ms: number): void };

/** A clock that stands still until told to move. */
export function manualClock(start = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
