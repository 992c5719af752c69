/**
 * Group commit: items added while a flush runs are written together by the next one, so a burst
 * of SMTP answers costs a few statements, and each answer is recorded about one statement after it
 * came (the window in which a crash leaves an accepted message in doubt). `add` resolves once the
 * item is written and rejects when its flush failed.
 */
export function coalesce<T>(flush: (items: T[]) => Promise<void>) {
  let waiting: Array<{ item: T; done: (err?: unknown) => void }> = [];
  let running = false;
  const loop = async () => {
    running = true;
    while (waiting.length) {
      const batch = waiting;
      waiting = [];
      try {
        await flush(batch.map((w) => w.item));
        for (const w of batch) w.done();
      } catch (err) {
        for (const w of batch) w.done(err);
      }
    }
    running = false;
  };
  return {
    add(item: T): Promise<void> {
      const p = new Promise<void>((resolve, reject) => {
        waiting.push({ item, done: (err) => (err === undefined ? resolve() : reject(err)) });
      });
      if (!running) void loop();
      return p;
    },
  };
}
