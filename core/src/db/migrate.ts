import {
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  type MigrationResultSet,
  Migrator,
  PostgresAdapter,
  sql,
} from 'kysely';

export type MigrationDirection = 'up' | 'down';

export interface MigrationStatus {
  owner: string;
  name: string;
  executedAt: Date | null;
}

/**
 * The migrator only asks which schemas and tables exist: answer just that. Kysely's PostgreSQL
 * introspection reads every column of every schema and calls catalog functions on each, so another
 * hub creating or dropping its schema meanwhile (tests) fails it with "… does not exist"; its
 * SQLite introspection reads every column of every table, for each of the 18 migrators of a start
 * (a tenth of the hub's start).
 */
function tableNamesOnly(db: Kysely<any>, pg: boolean): Kysely<any> {
  const introspection: DatabaseIntrospector = {
    async getSchemas() {
      if (!pg) return [];
      return (await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(db))
        .rows;
    },
    async getTables() {
      const r = pg
        ? await sql<{ name: string; schema: string }>`select table_name as name, table_schema as schema
        from information_schema.tables where table_schema = current_schema()`.execute(db)
        : await sql<{ name: string }>`select name from sqlite_master
        where type in ('table', 'view') and name not like 'sqlite_%'`.execute(db);
      return r.rows.map((t) => ({ ...t, isView: false, columns: [] }));
    },
    async getMetadata() {
      return { tables: await this.getTables() };
    },
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'introspection') return introspection;
      const v = Reflect.get(target, prop, target);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

async function migrator(db: Kysely<any>, owner: string, migrations: Record<string, Migration>) {
  const safe = owner.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  // Kysely looks for its tables in every schema unless told one: name ours, or a hub in another
  // schema of the same PostgreSQL database (tests, tenants of a cluster) makes it skip creating them.
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const schema = pg
    ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
    : undefined;
  return new Migrator({
    migrationTableSchema: schema,
    db: tableNamesOnly(db, pg),
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

/**
 * Kysely's PostgreSQL introspection reads every schema of the database, so a schema dropped at
 * that moment (another test hub closing) fails it with `schema "…" does not exist`: run it again.
 */
async function retryingSchemaRace(run: () => Promise<MigrationResultSet>): Promise<MigrationResultSet> {
  for (let attempt = 1; ; attempt++) {
    const r = await run();
    const message = r.error instanceof Error ? r.error.message : '';
    if (attempt < 3 && /^schema "[^"]+" does not exist$/.test(message)) continue;
    return r;
  }
}

/** Runs one owner's (core's or a plugin's) migrations to the latest, in its own migration table. */
export async function migrateUp(db: Kysely<any>, owner: string, migrations: Record<string, Migration>) {
  const r = await retryingSchemaRace(async () => (await migrator(db, owner, migrations)).migrateToLatest());
  check(owner, r);
  return r.results ?? [];
}

/** Reverts the newest executed migration of one owner. */
export async function migrateDown(db: Kysely<any>, owner: string, migrations: Record<string, Migration>) {
  const r = await (await migrator(db, owner, migrations)).migrateDown();
  check(owner, r);
  return r.results ?? [];
}

export async function migrationStatus(
  db: Kysely<any>,
  owner: string,
  migrations: Record<string, Migration>,
): Promise<MigrationStatus[]> {
  const list = await (await migrator(db, owner, migrations)).getMigrations();
  return list.map((m) => ({ owner, name: m.name, executedAt: m.executedAt ?? null }));
}
