import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toIso } from './conventions.ts';
import type { CoreTables } from './tables.ts';

const known = new WeakMap<Kysely<CoreTables>, Map<string, string>>();

/**
 * A random 256-bit key (hex) the hub makes for itself under `name`, the first time any process asks,
 * and keeps in the database: every process and every restart gets the same one. It never changes,
 * so each process reads it once.
 */
export async function hubSecret(db: Kysely<CoreTables>, name: string): Promise<string> {
  let cache = known.get(db);
  if (!cache) {
    cache = new Map();
    known.set(db, cache);
  }
  const cached = cache.get(name);
  if (cached) return cached;
  // Two processes may race to create it: the first insert wins, both read the winner.
  await db
    .insertInto('hubSecrets')
    .values({ name, value: randomBytes(32).toString('hex'), createdAt: toIso(new Date()) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('hubSecrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  cache.set(name, row.value);
  return row.value;
}
