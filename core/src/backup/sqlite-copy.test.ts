import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copySqlite } from './sqlite.ts';

// The copy step of a SQLite backup, under a writer of its own connection: the database file at a
// WAL-free snapshot (method 'file') or page by page (method 'pages'); either way the copy holds
// exactly the rows of the snapshot its counts were read in.
describe('copying a live SQLite database', () => {
  let dir: string;
  let file: string;
  let db: SQLite.Database;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ecohub-sqlite-copy-'));
    file = path.join(dir, 'hub.sqlite');
    db = new SQLite(file);
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.exec('create table items (id integer primary key, body text not null)');
    const ins = db.prepare('insert into items (id, body) values (?, ?)');
    db.transaction(() => {
      for (let i = 1; i <= 5000; i++) ins.run(i, 'x'.repeat(200));
    })();
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The copy's rows are ids 1..n, n being the snapshot's count; integrity ok. */
  const check = (copy: string, counted: number) => {
    const c = new SQLite(copy, { readonly: true });
    try {
      expect(c.pragma('integrity_check', { simple: true })).toBe('ok');
      const { n, top } = c.prepare('select count(*) as n, max(id) as top from items').get() as {
        n: number;
        top: number;
      };
      expect(n).toBe(counted);
      expect(top).toBe(counted);
    } finally {
      c.close();
    }
  };

  it('copies the database file when idle, and page by page when asked, with the same rows', async () => {
    const a = await copySqlite(file, path.join(dir, 'a.sqlite'));
    expect(a.method).toBe('file');
    expect(a.tables.items).toBe(5000);
    check(path.join(dir, 'a.sqlite'), 5000);
    const b = await copySqlite(file, path.join(dir, 'b.sqlite'), undefined, { fast: false });
    expect(b.method).toBe('pages');
    check(path.join(dir, 'b.sqlite'), 5000);
  });

  it('while another connection inserts, every copy is exactly its snapshot, by either method', async () => {
    let next = 5001;
    let writing = true;
    const ins = db.prepare('insert into items (id, body) values (?, ?)');
    const writer = (async () => {
      while (writing) {
        ins.run(next++, 'w'.repeat(200));
        await new Promise((r) => setTimeout(r, next % 3));
      }
    })();
    const methods = new Set<string>();
    try {
      for (let i = 0; i < 8; i++) {
        const copy = path.join(dir, `copy-${i}.sqlite`);
        const r = await copySqlite(file, copy, undefined, { fast: i % 4 !== 3 });
        methods.add(r.method ?? '');
        expect(r.tables.items).toBeGreaterThanOrEqual(5000);
        check(copy, r.tables.items!);
        rmSync(copy);
      }
    } finally {
      writing = false;
      await writer;
    }
    expect(methods.has('pages')).toBe(true);
    expect(next).toBeGreaterThan(5010);
  });
});
