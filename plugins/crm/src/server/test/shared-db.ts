import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Clock, connect, createHub, loadConfig } from '@ecohub/core';
import type { TestDialect } from '@ecohub/core/testing';
import { sql } from 'kysely';
import crm from '../index.ts';

/** A database two processes open (a SQLite file, or a PostgreSQL schema), for the crash test. */
export async function sharedDatabase(dialect: TestDialect) {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-crm-'));
    return {
      url: `sqlite:${path.join(dir, 'hub.sqlite')}`,
      schema: undefined as string | undefined,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `crm_crash_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (q: string) => {
    const { db } = connect({ url });
    await sql.raw(q).execute(db);
    await db.destroy();
  };
  await admin(`CREATE SCHEMA ${schema}`);
  return { url, schema, drop: () => admin(`DROP SCHEMA ${schema} CASCADE`) };
}

/** A hub with the CRM plugin on a shared database. */
export async function hubOn(url: string, schema: string | undefined, clock?: Clock) {
  const hub = await createHub({
    config: loadConfig({}, { LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' } as never),
    plugins: [crm],
    database: connect({ url, schema }),
    clock,
  });
  await hub.migrate();
  return hub;
}
