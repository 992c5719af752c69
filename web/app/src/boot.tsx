import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, queryClient } from './app.tsx';
import { rendered } from './hydration-signal.tsx';
import type { SsrState } from './ssr-state.ts';

/**
 * Starts the app. On a page the hub rendered on the server, React hydrates that HTML with the
 * answers the server used (so both renders agree); elsewhere it renders into the empty root.
 * Resolves once the first route is on screen.
 */
export function boot(ssr: SsrState | null): Promise<void> {
  const root = document.getElementById('root') as HTMLElement;
  const tree = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (ssr && root.firstElementChild) {
    hydrate(queryClient, ssr.queries);
    hydrateRoot(root, tree);
  } else {
    root.replaceChildren();
    createRoot(root).render(tree);
  }
  return rendered;
}
