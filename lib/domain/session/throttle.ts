/**
 * How long a login must wait after failures for one account from one address: the first few
 * attempts are free, then each further failure doubles the wait, up to a cap. A guesser is slowed
 * to a crawl while the owner, who mistypes once or twice, never notices.
 */
export interface GrowingDelay {
  /** Attempts allowed without any wait. */
  free: number;
  /** The wait after the first attempt past the free ones. */
  baseMs: number;
  maxMs: number;
}

export const LOGIN_DELAY: GrowingDelay = { free: 5, baseMs: 60_000, maxMs: 15 * 60_000 };

/** The wait before the next attempt, after `attempts` counted ones. */
export function delayAfter(attempts: number, delay: GrowingDelay): number {
  if (attempts < delay.free) return 0;
  const doublings = Math.min(attempts - delay.free, 30);
  return Math.min(delay.baseMs * 2 ** doublings, delay.maxMs);
}
