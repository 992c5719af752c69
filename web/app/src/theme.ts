import { useSyncExternalStore } from 'react';
import type { Theme } from './theme-store.ts';

export { applyStoredTheme, setTheme, storedTheme, type Theme } from './theme-store.ts';

const current = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');
// The server renders in the light theme; the browser's first (hydrating) render agrees, then follows.
const onServer = (): Theme => 'light';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** The theme in effect, following the header's toggle (for components outside the header, the toasts). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, current, onServer);
}
