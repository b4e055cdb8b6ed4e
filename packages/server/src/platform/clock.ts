/** The time, injectable so tests can move it (code expiry, the 48-hour recovery window). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move. */
export function manualClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
