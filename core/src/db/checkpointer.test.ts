import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckpointer } from './checkpointer.ts';
import { connect } from './connect.ts';

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-ckpt-'));
  dirs.push(dir);
  return path.join(dir, 'db.sqlite');
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 500 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
  return ok();
};

describe('background WAL checkpoints', () => {
  it('the connection never checkpoints itself; the thread copies the WAL into the database file', async () => {
    const file = tempFile();
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('create table t (id integer primary key, v text)');
    const cp = startCheckpointer(sqlite, file, { intervalMs: 50 });
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const insert = sqlite.prepare('insert into t (v) values (?)');
    // ~8 MB: far past the 1,000 pages where the connection would checkpoint on its own.
    sqlite.transaction(() => {
      for (let i = 0; i < 8000; i++) insert.run('x'.repeat(1000));
    })();
    expect(await until(() => statSync(file).size > 8_000_000)).toBe(true);
    await cp.stop();
    expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 8000 });
    sqlite.close();
  });

  it('a hub database on a file checkpoints in the background and closes cleanly', async () => {
    const file = tempFile();
    const { db, close } = connect({ url: `sqlite:${file}` });
    await db.schema.createTable('t').addColumn('v', 'text').execute();
    for (let i = 0; i < 3; i++)
      await db
        .insertInto('t')
        .values(Array.from({ length: 500 }, () => ({ v: 'y'.repeat(1000) })))
        .execute();
    expect(await until(() => statSync(file).size > 1_500_000)).toBe(true);
    await close();
    // The last connection's close checkpoints the rest and removes the WAL.
    expect(existsSync(`${file}-wal`)).toBe(false);
    const again = new SQLite(file);
    expect(again.prepare('select count(*) as n from t').get()).toEqual({ n: 1500 });
    again.close();
  });
});
