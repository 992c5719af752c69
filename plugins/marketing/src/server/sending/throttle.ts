/**
 * At most `perSecond` calls pass per second (real time, whatever the hub's clock): each caller
 * waits for the next free slot.
 */
export function throttle(perSecond: number): () => Promise<void> {
  const gap = 1000 / perSecond;
  let next = performance.now();
  return async () => {
    const now = performance.now();
    const slot = Math.max(now, next);
    next = slot + gap;
    if (slot > now) await new Promise((r) => setTimeout(r, slot - now));
  };
}
