/** Polls `check` until it returns a value other than undefined/false (real time, bounded). */
export async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error('Condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
