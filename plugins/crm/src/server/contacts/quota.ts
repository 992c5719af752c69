import { HttpError, type HubContext } from '@ecohub/core';

/**
 * How many of `n` new contacts the plan allows on top of `current`, and the plan's message when
 * not all: the checker only answers yes or no, so the largest allowed count is found by bisection.
 */
export async function allowedCreates(
  hub: HubContext,
  orgId: string,
  current: number,
  n: number,
): Promise<{ allowed: number; message: string | null }> {
  const check = async (k: number) => {
    try {
      await hub.quotas.check(orgId, 'contacts', current + k);
      return null;
    } catch (err) {
      if (err instanceof HttpError) return err.message;
      throw err;
    }
  };
  const message = n > 0 ? await check(n) : null;
  if (!message) return { allowed: n, message: null };
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if ((await check(mid)) === null) lo = mid;
    else hi = mid - 1;
  }
  return { allowed: lo, message };
}
