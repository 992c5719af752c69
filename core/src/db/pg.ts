import { createRequire } from 'node:module';
import type PG from 'pg';

let loaded: typeof PG | undefined;

/**
 * node-postgres, required on first use: a hub on SQLite never loads it (it is a noticeable part of
 * the start). Every PostgreSQL connection of core goes through here, so the type parsers below hold
 * for all of them.
 */
export function pgDriver(): typeof PG {
  if (loaded) return loaded;
  const pg = createRequire(import.meta.url)('pg') as typeof PG;
  // PostgreSQL returns int8 (count, sum of integers) as strings; our money and counts fit in a JS number.
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  loaded = pg;
  return pg;
}
