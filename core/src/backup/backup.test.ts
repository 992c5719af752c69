import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/connect.ts';
import type { Hub } from '../host/hub.ts';
import { testDialects } from '../testing/index.ts';
import { hubOn, type SharedDatabase, sharedDatabase } from '../testing/shared-db.ts';
import { createBackup, listBackups, restoreBackup, verifyBackup, WrongKeyError } from './engine.ts';
import { locationOf } from './location.ts';
import { readManifest } from './manifest.ts';

const KEY = 'a backup key of some length';

describe.each(testDialects)('backups on %s', (dialect) => {
  let shared: SharedDatabase;
  let database: Database;
  let hub: Hub;
  let dir: string;
  const asides: string[] = [];

  beforeEach(async () => {
    shared = await sharedDatabase(dialect);
    database = shared.open();
    hub = await hubOn(database, []);
    await hub.ctx.db.schema
      .createTable('bk_items')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('body', 'text')
      .execute();
    dir = mkdtempSync(path.join(tmpdir(), 'ecohub-backups-'));
  });
  afterEach(async () => {
    await hub.stop().catch(() => {});
    for (const a of asides.splice(0)) {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop schema if exists "${a}" cascade`);
      await c.end();
    }
    await shared.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async (db = hub.ctx.db) =>
    Number((await sql<{ n: number }>`select count(*) as n from bk_items`.execute(db)).rows[0]!.n);

  const insertMany = async (from: number, n: number) => {
    const rows = Array.from({ length: n }, (_, i) => ({ id: from + i, body: 'x'.repeat(100) }));
    await hub.ctx.db.insertInto('bk_items').values(rows).execute();
  };

  it('backs up while a writer inserts, verifies, and restores exactly the snapshot', async () => {
    await insertMany(1, 2000);
    let next = 2001;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const ok = await hub.ctx.db
          .insertInto('bk_items')
          .values({ id: next, body: 'w' })
          .execute()
          .then(
            () => true,
            () => false,
          );
        if (!ok) return;
        next++;
        await new Promise((r) => setImmediate(r));
      }
    })();
    const steps = new Set<string>();
    const r = await createBackup({ db: hub.ctx.db, dir, onProgress: (s) => steps.add(s) });
    writing = false;
    await writer;
    expect([...steps]).toEqual(['copy', 'checksum', 'verify', 'retention']);
    const snapshot = r.manifest.tables.bk_items!;
    expect(snapshot).toBeGreaterThanOrEqual(2000);
    expect(r.manifest.verified).not.toBeNull();
    expect(r.manifest.migrations.core?.length).toBeGreaterThan(0);
    expect((await verifyBackup(r.path, { location: await locationOf(hub.ctx.db) })).ok).toBe(true);
    expect(listBackups(dir).backups.map((b) => [b.file, b.state])).toEqual([[r.manifest.file, 'verified']]);

    await insertMany(next, 10);
    const loc = await locationOf(hub.ctx.db);
    await hub.stop();
    const restored = await restoreBackup({ file: r.path, location: loc });
    if (dialect === 'postgres') asides.push(restored.aside.replace(/^schema /, ''));
    const reopened = shared.open();
    try {
      expect(await count(reopened.db)).toBe(snapshot);
      const max = (await sql<{ m: number }>`select max(id) as m from bk_items`.execute(reopened.db)).rows[0]!
        .m;
      // The writer's ids are consecutive: the rows present at the snapshot are exactly 1..snapshot.
      expect(Number(max)).toBe(snapshot);
    } finally {
      await reopened.close();
    }
  });

  it('fails verify on an archive with one byte flipped', async () => {
    await insertMany(1, 100);
    const r = await createBackup({ db: hub.ctx.db, dir });
    const bytes = readFileSync(r.path);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(r.path, bytes);
    const v = await verifyBackup(r.path, { location: await locationOf(hub.ctx.db) });
    expect(v.ok).toBe(false);
    expect(v.problems.join()).toMatch(/SHA-256 does not match/);
    expect(listBackups(dir).backups[0]!.state).toBe('verified'); // size unchanged: list trusts the manifest
  });

  it('encrypts; a restore with a wrong key fails without touching the current data', async () => {
    await insertMany(1, 50);
    const r = await createBackup({ db: hub.ctx.db, dir, encryptWith: KEY });
    expect(r.manifest.encrypted).toBe(true);
    expect(readFileSync(r.path).includes(Buffer.from('bk_items'))).toBe(false);
    expect((await verifyBackup(r.path, { key: KEY, location: await locationOf(hub.ctx.db) })).ok).toBe(true);
    await insertMany(51, 5);
    const loc = await locationOf(hub.ctx.db);
    await hub.stop();
    await expect(restoreBackup({ file: r.path, location: loc, key: 'not the key at all!' })).rejects.toThrow(
      WrongKeyError,
    );
    await expect(restoreBackup({ file: r.path, location: loc })).rejects.toThrow(/set BACKUP_ENCRYPTION_KEY/);
    const reopened = shared.open();
    try {
      expect(await count(reopened.db)).toBe(55);
    } finally {
      await reopened.close();
    }
  });

  it('refuses to restore while a hub holds the data', async () => {
    await insertMany(1, 10);
    const r = await createBackup({ db: hub.ctx.db, dir });
    await hub.start();
    const loc = await locationOf(hub.ctx.db);
    await expect(restoreBackup({ file: r.path, location: loc })).rejects.toThrow(
      /A hub is serving this data/,
    );
    expect(await count()).toBe(10);
    expect(readManifest(r.path).tables.bk_items).toBe(10);
  });
});
