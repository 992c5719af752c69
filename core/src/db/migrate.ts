import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';

export type MigrationDirection = 'up' | 'down';

export interface MigrationStatus {
  owner: string;
  name: string;
  executedAt: Date | null;
}

function migrator(db: Kysely<any>, owner: string, migrations: Record<string, Migration>): Migrator {
  const safe = owner.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: `migrations_${safe}`,
    migrationLockTableName: `migrations_${safe}_lock`,
  });
}

function check(owner: string, r: MigrationResultSet): void {
  if (r.error) {
    const failed = r.results?.find((x) => x.status === 'Error')?.migrationName;
    const cause = r.error instanceof Error ? r.error.message : String(r.error);
    throw new Error(`Migration ${failed ?? ''} of ${owner} failed: ${cause}`);
  }
}

/** Runs one owner's (core's or a plugin's) migrations to the latest, in its own migration table. */
export async function migrateUp(db: Kysely<any>, owner: string, migrations: Record<string, Migration>) {
  const r = await migrator(db, owner, migrations).migrateToLatest();
  check(owner, r);
  return r.results ?? [];
}

/** Reverts the newest executed migration of one owner. */
export async function migrateDown(db: Kysely<any>, owner: string, migrations: Record<string, Migration>) {
  const r = await migrator(db, owner, migrations).migrateDown();
  check(owner, r);
  return r.results ?? [];
}

export async function migrationStatus(
  db: Kysely<any>,
  owner: string,
  migrations: Record<string, Migration>,
): Promise<MigrationStatus[]> {
  const list = await migrator(db, owner, migrations).getMigrations();
  return list.map((m) => ({ owner, name: m.name, executedAt: m.executedAt ?? null }));
}
