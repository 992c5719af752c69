import type { Agent, TestHub } from '@ecohub/core/testing';
import { createQueryClient, DashboardContext, Toaster } from '@ecohub/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders a panel against a real test hub: the browser's fetch is answered by the hub's app,
 * as the given agent (its session cookie) or as an anonymous visitor; other origins fail.
 */
export function renderWithHub(ui: ReactNode, t: TestHub, agent?: Agent, adminMode = false) {
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost:3000');
    // Other origins (the sibling apps) are unreachable here, as when offline.
    if (url.origin !== 'http://localhost:3000') throw new TypeError('Failed to fetch');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = init.body === undefined ? undefined : String(init.body);
    if (agent) return agent.request(init.method ?? 'GET', url.pathname + url.search, body, headers);
    return t.request(url.pathname + url.search, { method: init.method, headers, body });
  }) as typeof fetch;
  const dashboard = {
    activeTab: 'superhub' as never,
    setActiveTab: () => {},
    activeWebsite: null,
    selectWebsite: () => {},
    adminMode,
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
