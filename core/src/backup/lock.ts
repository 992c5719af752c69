import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { pgDriver } from '../db/pg.ts';
import type { DataLocation } from './location.ts';

/**
 * "A hub is serving this data": each started hub holds it; `restore` refuses while anyone does.
 * SQLite: a file per hub process in `<db>.serving/` (host and pid; a dead pid on this host is
 * stale and ignored). PostgreSQL: a shared advisory lock per schema, held by a connection of each
 * hub; restore takes it exclusively (and so also keeps hubs from starting during a restore).
 */
export interface ServingLock {
  release(): Promise<void>;
}

const servingDir = (file: string) => `${file}.serving`;

function advisoryKeys(schema: string): [number, number] {
  const h = createHash('sha256').update(`ecohub-serving:${schema}`).digest();
  return [h.readInt32BE(0), h.readInt32BE(4)];
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The hub processes serving a SQLite file (stale entries are removed). */
export function sqliteHolders(file: string): string[] {
  const dir = servingDir(file);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const held: string[] = [];
  for (const name of names) {
    const m = /^(.*)-(\d+)$/.exec(name);
    if (m && m[1] === hostname() && !alive(Number(m[2]))) {
      rmSync(path.join(dir, name), { force: true });
      continue;
    }
    held.push(name);
  }
  return held;
}

export async function holdServingLock(loc: DataLocation): Promise<ServingLock> {
  if (loc.dialect === 'sqlite') {
    const dir = servingDir(loc.file);
    mkdirSync(dir, { recursive: true });
    const entry = path.join(dir, `${hostname()}-${process.pid}`);
    writeFileSync(entry, new Date().toISOString());
    return { release: async () => rmSync(entry, { force: true }) };
  }
  const c = new (pgDriver().Client)({ connectionString: loc.url });
  await c.connect();
  c.on('error', () => {});
  const [a, b] = advisoryKeys(loc.schema);
  const ok = (await c.query('select pg_try_advisory_lock_shared($1, $2) as ok', [a, b])).rows[0].ok;
  if (!ok) {
    await c.end();
    throw new Error(`A restore of schema '${loc.schema}' is under way: start the hub when it has finished`);
  }
  return { release: () => c.end() };
}

/** Taken by restore: fails with a clear reason while a hub serves the data. */
export async function takeExclusiveLock(loc: DataLocation): Promise<ServingLock> {
  const refuse = (who: string) => new Error(`A hub is serving this data (${who}): stop it before restoring`);
  if (loc.dialect === 'sqlite') {
    const holders = sqliteHolders(loc.file);
    if (holders.length) throw refuse(holders.join(', '));
    return { release: async () => {} };
  }
  const c = new (pgDriver().Client)({ connectionString: loc.url });
  await c.connect();
  c.on('error', () => {});
  const [a, b] = advisoryKeys(loc.schema);
  const ok = (await c.query('select pg_try_advisory_lock($1, $2) as ok', [a, b])).rows[0].ok;
  if (!ok) {
    await c.end();
    throw refuse(`schema '${loc.schema}'`);
  }
  return { release: () => c.end() };
}
