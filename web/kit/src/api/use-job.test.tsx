import '../testing/dom.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translationLoaders } from '../i18n/translations.ts';
import { createQueryClient } from './query-client.ts';
import { type JobView, jobPercent, useJob } from './use-job.ts';

const view = (over: Partial<JobView>): JobView => ({
  id: 'j1',
  type: 't',
  state: 'running',
  progress: null,
  counts: {},
  error: null,
  result: null,
  createdAt: '',
  updatedAt: '',
  finishedAt: null,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('useJob', () => {
  it('polls GET /api/jobs/:id until the job is finished, then stops', async () => {
    const answers = [
      view({ progress: { done: 1, total: 4 } }),
      view({ progress: { done: 3, total: 4 } }),
      view({ state: 'completed', progress: { done: 4, total: 4 }, counts: { created: 4 } }),
    ];
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify(answers[Math.min(urls.length - 1, answers.length - 1)]), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useJob('j1', { pollMs: 10 }), { wrapper });
    await waitFor(() => expect(result.current.data?.state).toBe('completed'));
    expect(result.current.data?.counts).toEqual({ created: 4 });
    const asked = urls.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(urls.length).toBe(asked);
    expect(urls[0]).toBe('/api/jobs/j1');
  });

  it('asks nothing without a job id', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useJob(null), { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a percentage for progress bars', () => {
    expect(jobPercent(view({ progress: { done: 1, total: 3 } }))).toBe(33);
    expect(jobPercent(view({}))).toBeNull();
    expect(jobPercent(view({ state: 'completed' }))).toBe(100);
  });
});

describe('translationLoaders', () => {
  it('turns an import.meta.glob of locales/<code>.ts into per-language loaders', async () => {
    const loaders = translationLoaders({
      './locales/fr.ts': async () => ({ default: { tab: 'Notes (fr)' } }),
      './locales/ja.ts': async () => ({ default: { tab: 'ノート' } }),
      './locales/en.ts': async () => ({ default: {} }),
      './locales/index.ts': async () => ({}),
      './locales/translations.test.ts': async () => ({}),
    });
    expect(Object.keys(loaders).sort()).toEqual(['fr', 'ja']);
    expect(await loaders.fr?.()).toEqual({ tab: 'Notes (fr)' });
  });
});
