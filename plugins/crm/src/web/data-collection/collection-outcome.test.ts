import { describe, expect, it } from 'vitest';
import type { CollectionProgress } from '../../shared/index.ts';
import { collectionOutcome } from './collection-outcome.ts';

const run = (over: Partial<CollectionProgress>): CollectionProgress => ({
  runId: 'r',
  jobId: null,
  kind: 'collect-all',
  status: 'completed',
  totalApps: 8,
  doneApps: 8,
  totalContacts: 0,
  created: 0,
  updated: 0,
  errors: [],
  ...over,
});
const errors = (n: number) => Array.from({ length: n }, (_, i) => ({ app: `app${i}`, message: 'down' }));

describe('the outcome of collecting from all apps', () => {
  it('is a failure when every app failed, even if the run itself completed', () => {
    expect(collectionOutcome(run({ errors: errors(8) }))).toEqual({
      kind: 'failed',
      total: 8,
      ok: 0,
      failed: 8,
      contacts: 0,
    });
  });

  it('is partial with the counts when some apps failed', () => {
    expect(collectionOutcome(run({ errors: errors(3), totalContacts: 12 }))).toEqual({
      kind: 'partial',
      total: 8,
      ok: 5,
      failed: 3,
      contacts: 12,
    });
  });

  it('is complete when none failed, and failed when the run failed', () => {
    expect(collectionOutcome(run({ totalContacts: 40 })).kind).toBe('complete');
    expect(collectionOutcome(run({ status: 'failed' })).kind).toBe('failed');
  });
});
