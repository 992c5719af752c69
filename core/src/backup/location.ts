import path from 'node:path';
import type { Kysely } from 'kysely';
import { postgresLocationOf } from '../db/connect.ts';
import { directSqliteOf } from '../db/direct.ts';
import type { CoreTables } from '../db/tables.ts';
import { currentSchema } from './postgres.ts';

export type DataLocation =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string; schema: string };

/** The SQLite file or the PostgreSQL connection and schema behind a hub's database. */
export async function locationOf(db: Kysely<CoreTables>): Promise<DataLocation> {
  const direct = directSqliteOf(db);
  if (direct) {
    const file = direct.sqlite.name;
    if (!file || file === ':memory:' || direct.sqlite.memory)
      throw new Error('An in-memory SQLite database cannot be backed up');
    return { dialect: 'sqlite', file };
  }
  const pg = postgresLocationOf(db);
  if (!pg) throw new Error('The database was not opened by connect(): its location is unknown');
  const url = pg.schema ? withSearchPath(pg.url, pg.schema) : pg.url;
  return { dialect: 'postgres', url, schema: pg.schema ?? (await currentSchema(url)) };
}

/** The connection string with `-c search_path=…` (what `connect({ schema })` sets on its pool). */
export function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

/** The same, from the configuration alone (restore must not open the database it replaces). */
export async function locationFromConfig(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): Promise<DataLocation> {
  const url = config.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url))
    return { dialect: 'postgres', url, schema: await currentSchema(url) };
  const file = url ? url.replace(/^(sqlite|file):(\/\/)?/, '') : path.join(config.DATA_DIR, 'ecohub.sqlite');
  return { dialect: 'sqlite', file: path.resolve(file) };
}
