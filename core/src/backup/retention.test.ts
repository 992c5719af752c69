import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listBackups, removePartials } from './engine.ts';
import { toKeep } from './retention.ts';

describe('retention (grandfather–father–son)', () => {
  it('keeps the newest of each of the last N days and N weeks', () => {
    // Two backups a day for 30 days, newest first: 2026-03-30 … 2026-03-01.
    const items = Array.from({ length: 60 }, (_, i) => {
      const d = new Date(Date.UTC(2026, 2, 30, i % 2 ? 3 : 15) - Math.floor(i / 2) * 86_400_000);
      return { name: `b${i}`, createdAt: d.toISOString() };
    });
    const keep = toKeep(items, { daily: 3, weekly: 3 });
    const kept = items.filter((i) => keep.has(i.name)).map((i) => i.createdAt.slice(0, 13));
    // Days: 30, 29, 28 (their 15:00 runs); weeks: 30 Mar (Mon, week 14), 29 Mar (Sun, week 13), 22 Mar (week 12).
    expect(kept).toEqual(['2026-03-30T15', '2026-03-29T15', '2026-03-28T15', '2026-03-22T15']);
    expect(toKeep(items, { daily: 0, weekly: 0 })).toEqual(new Set(['b0']));
  });
});

describe('a killed backup', () => {
  it('leaves .partial files that list shows as incomplete and the next backup removes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-partial-'));
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'ecohub-20260101T000000000Z.sqlite.partial'), 'half');
      const l = listBackups(dir);
      expect(l.backups.map((b) => b.state)).toEqual(['incomplete']);
      expect(l.newestVerified).toBeNull();
      expect(l.warning).toBe('No verified backup yet');
      removePartials(dir);
      expect(listBackups(dir).backups).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
