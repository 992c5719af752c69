import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { connect } from '@ecohub/core';
import { testDialects } from '@ecohub/core/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Fixture, fixture } from './test-fixture.ts';

const BIN = fileURLToPath(new URL('../bin/ecosystem-cli.mjs', import.meta.url));
const KEY = 'an operator key of enough length';

// End to end: real processes on real files (and a real PostgreSQL schema with TEST_DATABASE_URL).
describe.each(testDialects)('ecosystem-cli backup and restore on %s', (dialect) => {
  let f: Fixture;
  beforeEach(async () => {
    f = await fixture(dialect);
  });
  afterEach(() => f.cleanup());

  const cli = (args: string[], env: Record<string, string> = {}) =>
    new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const { DATABASE_URL: _, BACKUP_ENCRYPTION_KEY: __, ...inherited } = process.env;
      const child = spawn(process.execPath, [BIN, ...args], {
        env: { ...inherited, ...f.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.stderr.on('data', (d) => {
        err += d;
      });
      child.on('exit', (code) => resolve({ code, out, err }));
    });
  const notes = async (fn: (db: any) => Promise<unknown>) => {
    const d = connect({ url: f.env.DATABASE_URL, dataDir: f.env.DATA_DIR });
    try {
      return await fn(d.db);
    } finally {
      await d.close();
    }
  };
  const count = () =>
    notes(async (db) => (await db.selectFrom('notes').select('body').execute()).length) as Promise<number>;

  it('backs up with --json, lists, verifies, and restores the snapshot', { timeout: 120_000 }, async () => {
    expect((await cli(['seed', '--demo', '--json'])).code).toBe(0);
    await notes((db) => db.insertInto('notes').values({ orgId: 'x', body: 'second' }).execute());

    const b = await cli(['backup', '--json', '--encrypt'], { BACKUP_ENCRYPTION_KEY: KEY });
    expect(b.err).toBe('');
    expect(b.code).toBe(0);
    const made = JSON.parse(b.out);
    expect(made).toMatchObject({ encrypted: true, tables: { notes: 2 } });
    expect(made.verified.at).toBeTruthy();
    expect(existsSync(made.path)).toBe(true);

    const list = JSON.parse((await cli(['backup', 'list', '--json'])).out);
    expect(list.backups).toHaveLength(1);
    expect(list.backups[0]).toMatchObject({ path: made.path, state: 'verified', encrypted: true });
    expect(list.warning).toBeNull();

    const v = await cli(['backup', 'verify', made.path, '--json'], { BACKUP_ENCRYPTION_KEY: KEY });
    expect(JSON.parse(v.out)).toMatchObject({ ok: true, problems: [] });

    await notes((db) => db.insertInto('notes').values({ orgId: 'x', body: 'after the backup' }).execute());
    expect(await count()).toBe(3);

    const noYes = await cli(['restore', made.path]);
    expect(noYes).toMatchObject({ code: 1 });
    expect(noYes.err).toBe(
      'ecosystem-cli: restore replaces the current data (kept aside): confirm with --yes\n',
    );
    const wrong = await cli(['restore', made.path, '--yes'], {
      BACKUP_ENCRYPTION_KEY: 'some other key entirely',
    });
    expect(wrong.code).toBe(1);
    expect(wrong.err).toBe(
      'ecosystem-cli: BACKUP_ENCRYPTION_KEY is not the key this backup was encrypted with\n',
    );
    expect(await count()).toBe(3);

    const r = await cli(['restore', made.path, '--yes', '--json'], { BACKUP_ENCRYPTION_KEY: KEY });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).tables.notes).toBe(2);
    expect(await count()).toBe(2);
    if (dialect === 'postgres') {
      const aside = JSON.parse(r.out).aside.replace(/^schema /, '');
      await notes((db) => db.schema.dropSchema(aside).ifExists().cascade().execute());
    }
  });
});
