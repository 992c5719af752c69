import { Window } from 'happy-dom';

/**
 * A happy-dom document in a Node test, so a panel can run against a real in-process hub (the
 * happy-dom test environment would also replace Node globals the hub itself needs). The globals
 * stay for the rest of the test file: timers of toasts may still fire after the last test.
 */
export function installDom(): void {
  const win = new Window({ url: 'http://localhost:3000/' });
  const own = ['window', 'document', 'navigator', 'location', 'localStorage'];
  for (const k of Object.getOwnPropertyNames(win)) {
    if (k in globalThis && !own.includes(k)) continue;
    Object.defineProperty(globalThis, k, {
      value: (win as unknown as Record<string, unknown>)[k],
      configurable: true,
      writable: true,
    });
  }
  Object.assign(globalThis, { window: win, IS_REACT_ACT_ENVIRONMENT: true });
}
