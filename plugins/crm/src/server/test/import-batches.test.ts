import { describe, expect, it } from 'vitest';
import { nextBatchSize } from '../imports/job.ts';

describe('nextBatchSize', () => {
  it('aims each write transaction at about 100 ms, growing at most twofold, within 200..4000 rows', () => {
    expect(nextBatchSize(1000, 100)).toBe(1000);
    expect(nextBatchSize(1000, 50)).toBe(2000);
    expect(nextBatchSize(1000, 10)).toBe(2000);
    expect(nextBatchSize(3000, 20)).toBe(4000);
    expect(nextBatchSize(2000, 400)).toBe(500);
    expect(nextBatchSize(1000, 5000)).toBe(200);
    expect(nextBatchSize(1000, 0)).toBe(2000);
  });
});
