import { Window } from 'happy-dom';

/**
 * A happy-dom document in a Node test, so a panel can run against a real in-process hub (the
 * happy-dom test environment would also replace Node globals the hub itself needs).
 */
export function installDom(): () => Promise<void> {
  const win = new Window({ url: 'http://localhost:3000/' });
  const g = globalThis as Record<string, unknown>;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  const names = Object.getOwnPropertyNames(win).filter(
    (k) => !(k in globalThis) || ['window', 'document', 'navigator', 'location', 'localStorage'].includes(k),
  );
  for (const k of names) {
    saved.set(k, Object.getOwnPropertyDescriptor(globalThis, k));
    Object.defineProperty(globalThis, k, {
      value: (win as unknown as Record<string, unknown>)[k],
      configurable: true,
      writable: true,
    });
  }
  g.window = win;
  g.IS_REACT_ACT_ENVIRONMENT = true;
  return async () => {
    await win.happyDOM.close();
    for (const [k, d] of saved) {
      if (d) Object.defineProperty(globalThis, k, d);
      else delete g[k];
    }
  };
}
