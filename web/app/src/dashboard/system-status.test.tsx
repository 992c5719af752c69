// @vitest-environment happy-dom
import { addMessages, createQueryClient } from '@ecohub/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { SystemStatusLine } from './system-status.tsx';

beforeAll(() => addMessages('app', { en }));
const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

/** The header over a GET /api/health-check that answers `status` with `body`. */
async function headerWith(status: number, body: unknown) {
  const asked: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    asked.push(new URL(String(input), 'http://localhost').pathname);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SystemStatusLine />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(asked).toEqual(['/api/health-check']));
  return () => screen.getByRole('status');
}

const app = (id: string, up: boolean | null) => ({ id, name: id, up });

describe("the header's system status (from the apps' health checks)", () => {
  it('says all systems are operational when every monitored app answered', async () => {
    const line = await headerWith(200, { applications: [app('a', true), app('b', true), app('c', null)] });
    await waitFor(() => expect(line().textContent).toBe('All systems operational'));
    expect(line().dataset.status).toBe('operational');
  });

  it('is degraded, naming how many apps fail, when an app is failing', async () => {
    const line = await headerWith(200, { applications: [app('a', true), app('b', false), app('c', false)] });
    await waitFor(() => expect(line().textContent).toBe('Degraded: 2 of 3 apps failing'));
    expect(line().dataset.status).toBe('degraded');
  });

  it('claims nothing when no app is monitored yet', async () => {
    const line = await headerWith(200, { applications: [app('a', null)] });
    await waitFor(() => expect(line().dataset.status).toBe('unknown'));
    expect(line().textContent).toBe('Status unknown: no health checks yet');
  });

  it('claims nothing without health checks on this hub (deployment not enabled)', async () => {
    const line = await headerWith(404, { message: 'Not Found' });
    await waitFor(() => expect(line().textContent).toBe('Status unknown: no health checks yet'));
  });
});
