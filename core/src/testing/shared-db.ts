import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { connect, type Database } from '../db/connect.ts';
import { createHub, type Hub } from '../host/hub.ts';
import type { Clock, Plugin } from '../plugin.ts';
import type { TestDialect } from './dialects.ts';

/** One database several hubs (or processes) open: a SQLite file in a temp folder, or a PostgreSQL schema. */
export interface SharedDatabase {
  dialect: TestDialect;
  url: string;
  schema?: string;
  open(): Database;
  drop(): Promise<void>;
}

let counter = 0;

export async function sharedDatabase(dialect: TestDialect): Promise<SharedDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-jobs-'));
    const url = `sqlite:${path.join(dir, 'hub.sqlite')}`;
    return {
      dialect,
      url,
      open: () => connect({ url }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `jobs_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  return {
    dialect,
    url,
    schema,
    open: () => connect({ url, schema }),
    drop: () => admin(`DROP SCHEMA ${schema} CASCADE`),
  };
}

/** A migrated hub on an opened database (not started). */
export async function hubOn(database: Database, plugins: Plugin[], clock?: Clock): Promise<Hub> {
  const hub = await createHub({
    config: loadConfig({}, { LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' }),
    plugins,
    database,
    clock,
    logger: pino({ level: 'silent' }),
  });
  await hub.migrate();
  return hub;
}
