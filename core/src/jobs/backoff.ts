const BASE_MS = 1000;
const CAP_MS = 60 * 60 * 1000;

/**
 * Delay before retry number `attempt` (1 = the first retry): exponential from one second, capped
 * at an hour, plus up to 25% random jitter so jobs that failed together do not retry in lockstep.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(base + base * 0.25 * random());
}
