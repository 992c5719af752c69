import type { EcosystemApp } from '@ecohub/plugin-ecosystem/shared';
import { describe, expect, it } from 'vitest';
import type { Evidence } from '../data/evidence.ts';
import { attribute } from '../metrics/attribution.ts';
import { computeBacklinks } from './compute.ts';

const app = (id: string, name: string, monthly: number) =>
  ({
    id,
    name,
    slug: id,
    pricing: { monthly, annual: 0, lifetime: 0, oneTime: 0 },
  }) as unknown as EcosystemApp;

const evidence = (articles: Evidence['articles']): Evidence =>
  ({
    now: new Date('2026-11-25T00:00:00Z'),
    apps: [app('brand', 'Brand Studio', 49), app('canvas', 'Creator Canvas', 20)],
    matrix: [
      {
        sourceAppId: 'brand',
        targetAppId: 'canvas',
        placement: 'Media kit sidebar',
        context: 'Visuals',
        incentive: '',
      },
    ],
    contacts: [],
    events: [],
    articles,
  }) as unknown as Evidence;

describe('backlink placements', () => {
  it('use the matrix placement while the source app has no published article', () => {
    const ev = evidence([]);
    const { contentPieces } = computeBacklinks(ev, attribute(ev.events, new Set(['brand', 'canvas'])));
    expect(contentPieces.map((p) => p.placement)).toEqual(['Media kit sidebar']);
  });

  it("use the source app's newest published article when it has one", () => {
    const ev = evidence([
      { appId: 'canvas', title: 'Not the source', slug: 'other', publishedAt: '2026-11-24T10:00:00Z' },
      {
        appId: 'brand',
        title: 'Media kits that sell',
        slug: 'media-kits',
        publishedAt: '2026-11-23T10:00:00Z',
      },
      { appId: 'brand', title: 'Older post', slug: 'older', publishedAt: '2026-11-01T10:00:00Z' },
    ]);
    const { contentPieces } = computeBacklinks(ev, attribute(ev.events, new Set(['brand', 'canvas'])));
    expect(contentPieces[0]?.placement).toBe('Article "Media kits that sell" (/media-kits)');
  });
});
