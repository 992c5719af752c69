import type { Agent, TestHub } from '@ecohub/core/testing';
import { createQueryClient, Toaster } from '@ecohub/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Renders a screen whose fetches the test hub answers, as the agent (or anonymously). */
export function renderWithHub(ui: ReactNode, t: TestHub, agent?: Agent) {
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost:3000');
    if (url.origin !== 'http://localhost:3000') throw new TypeError('Failed to fetch');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = init.body === undefined ? undefined : String(init.body);
    if (agent) return agent.request(init.method ?? 'GET', url.pathname + url.search, body, headers);
    return t.request(url.pathname + url.search, { method: init.method, headers, body });
  }) as typeof fetch;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}
