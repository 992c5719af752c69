import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../api/query-client.ts';
import { DashboardContext } from '../dashboard/dashboard-context.tsx';
import { preloadToaster, Toaster } from '../ui/toaster.tsx';

// The app loads sonner with the first toast; a panel test has it from the start, so a toast shows
// within findBy's wait however loaded the machine is.
void preloadToaster();

/** What a panel test needs of core's test hub and its agents (structural, so the kit needs no core). */
export interface HubLike {
  request(path: string, init?: RequestInit): Promise<Response>;
}
export interface AgentLike {
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

export interface RenderWithHubOptions {
  agent?: AgentLike;
  adminMode?: boolean;
  activeTab?: string;
}

/**
 * Renders a panel against a real test hub: the browser's fetch is answered by the hub's app,
 * as the given agent (its session cookie) or as an anonymous visitor; other origins fail.
 */
export function renderWithHub(ui: ReactNode, hub: HubLike, opts: RenderWithHubOptions = {}) {
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost:3000');
    // Other origins (the sibling apps) are unreachable here, as when offline.
    if (url.origin !== 'http://localhost:3000') throw new TypeError('Failed to fetch');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = init.body === undefined ? undefined : String(init.body);
    if (opts.agent) return opts.agent.request(init.method ?? 'GET', url.pathname + url.search, body, headers);
    return hub.request(url.pathname + url.search, { method: init.method, headers, body });
  }) as typeof fetch;
  const dashboard = {
    activeTab: (opts.activeTab ?? 'dashboard') as never,
    setActiveTab: () => {},
    activeWebsite: null,
    selectWebsite: () => {},
    adminMode: opts.adminMode ?? false,
  };
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <DashboardContext.Provider value={dashboard}>
        {ui}
        <Toaster />
      </DashboardContext.Provider>
    </QueryClientProvider>,
  );
}
