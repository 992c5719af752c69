import type { DehydratedState } from '@tanstack/react-query';

/** What the hub's server-side render leaves in the page for the browser (no React needed to read it). */
export interface SsrState {
  /** The public page rendered. */
  path: string;
  /** Its queries' answers, so the first browser render matches the server's HTML. */
  queries: DehydratedState;
  hydrate: 'load' | 'interaction';
}

export const SSR_STATE_ID = 'ecohub-ssr';

export function readSsrState(): SsrState | null {
  const el = document.getElementById(SSR_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrState;
  } catch {
    return null;
  }
}
