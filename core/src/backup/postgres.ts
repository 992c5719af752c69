import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { pgDriver } from '../db/pg.ts';
import type { SqliteFacts } from './sqlite.ts';

export type PgFacts = Omit<SqliteFacts, 'integrity'>;

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** Runs pg_dump / pg_restore from PATH; a missing tool is named in the error. */
export function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => {
      err += String(d);
    });
    child.on('error', (e: NodeJS.ErrnoException) => {
      reject(
        e.code === 'ENOENT'
          ? new Error(
              `${tool} was not found on PATH: install the PostgreSQL client tools (postgresql-client)`,
            )
          : e,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (exit ${code}): ${err.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

/** The connection string with another database name (libpq and node-pg both read it). */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** libpq reads `+` in a query parameter literally (URLSearchParams writes spaces as `+`). */
export function forLibpq(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q) + url.slice(q).replace(/\+/g, '%20');
}

async function client(url: string): Promise<pg.Client> {
  const c = new (pgDriver().Client)({ connectionString: url });
  await c.connect();
  return c;
}

export async function currentSchema(url: string): Promise<string> {
  const c = await client(url);
  try {
    return (await c.query('select current_schema() as s')).rows[0].s as string;
  } finally {
    await c.end();
  }
}

async function readFacts(c: pg.Client, schema: string): Promise<PgFacts> {
  const names = (
    await c.query(
      `select table_name as n from information_schema.tables
       where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`,
      [schema],
    )
  ).rows.map((r) => r.n as string);
  const tables: Record<string, number> = {};
  for (const n of names)
    tables[n] = Number((await c.query(`select count(*) as c from ${ident(schema)}.${ident(n)}`)).rows[0].c);
  const migrations: Record<string, string[]> = {};
  for (const n of names) {
    const m = /^migrations_(.+)$/.exec(n);
    if (!m || n.endsWith('_lock')) continue;
    migrations[m[1]!] = (
      await c.query(`select name from ${ident(schema)}.${ident(n)} order by name`)
    ).rows.map((r) => r.name as string);
  }
  return { tables, migrations };
}

/**
 * `pg_dump -Fc` of one schema. The dump runs on a snapshot this connection exports, inside the
 * transaction that counted the rows: the counts and the dump see the same data.
 */
export async function dumpPostgres(url: string, schema: string, dest: string): Promise<PgFacts> {
  const c = await client(url);
  try {
    await c.query('begin isolation level repeatable read read only');
    const snapshot = (await c.query('select pg_export_snapshot() as s')).rows[0].s as string;
    const facts = await readFacts(c, schema);
    await runTool('pg_dump', [
      '-Fc',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot}`,
      '-n',
      schema,
      '-f',
      dest,
      '-d',
      forLibpq(url),
    ]);
    await c.query('commit');
    return facts;
  } finally {
    await c.end();
  }
}

/** Restores a dump into a new scratch database, reads its facts, drops it. */
export async function inspectDump(url: string, schema: string, file: string): Promise<PgFacts> {
  const scratch = `ecohub_verify_${randomBytes(6).toString('hex')}`;
  const admin = await client(url);
  try {
    await admin.query(`create database ${ident(scratch)}`);
  } catch (err) {
    await admin.end();
    throw new Error(`Could not create the scratch database to verify in: ${(err as Error).message}`);
  }
  try {
    const scratchUrl = withDatabase(url, scratch);
    const s = await client(scratchUrl);
    try {
      await s.query(`drop schema if exists ${ident(schema)} cascade`);
    } finally {
      await s.end();
    }
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '-d',
      forLibpq(scratchUrl),
      file,
    ]);
    const r = await client(scratchUrl);
    try {
      return await readFacts(r, schema);
    } finally {
      await r.end();
    }
  } finally {
    await admin.query(`drop database if exists ${ident(scratch)} with (force)`).catch(() => {});
    await admin.end();
  }
}

/**
 * Restores a dump over `schema`: the current schema is renamed aside, the dump restored, its facts
 * read; on any failure the restored schema is dropped and the old one renamed back.
 */
export async function swapRestorePostgres(
  url: string,
  schema: string,
  file: string,
  check: (facts: PgFacts) => void,
): Promise<{ aside: string }> {
  const aside = `${schema}_pre_restore_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`.slice(
    0,
    63,
  );
  const c = await client(url);
  try {
    await c.query(`alter schema ${ident(schema)} rename to ${ident(aside)}`);
    try {
      await runTool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '-d',
        forLibpq(url),
        file,
      ]);
      check(await readFacts(c, schema));
    } catch (err) {
      await c.query(`drop schema if exists ${ident(schema)} cascade`);
      await c.query(`alter schema ${ident(aside)} rename to ${ident(schema)}`);
      throw err;
    }
    return { aside };
  } finally {
    await c.end();
  }
}
