import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { startCheckpointer } from './checkpointer.ts';
import { camelMapper, registerDirectSqlite, trackedSqliteDialect } from './direct.ts';
import { pgDriver } from './pg.ts';
import { AUTH_TABLES, registerTableWrites, TableWrites } from './table-writes.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<any>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres://… or sqlite:path, file:path, or undefined for `<dataDir>/ecohub.sqlite`. */
  url?: string;
  dataDir?: string;
  /** PostgreSQL schema to use (tests isolate each hub in its own schema). */
  schema?: string;
  /** SQLite file: WAL checkpoints in a background thread (default), see startCheckpointer. */
  backgroundCheckpoints?: boolean;
}

/** Where a PostgreSQL database opened by `connect` lives (backups run pg_dump against it). */
const pgLocations = new WeakMap<Kysely<any>, { url: string; schema?: string }>();
export const postgresLocationOf = (db: Kysely<any>) => pgLocations.get(db);

/**
 * Opens the database. Column names are snake_case in the database and camelCase in code
 * (Kysely's CamelCasePlugin), the same on both dialects.
 */
export function connect(opts: ConnectOptions = {}): Database {
  const camel = new CamelCasePlugin();
  // Writes to the session and membership tables, counted for the session cache (auth/session-cache).
  const writes = new TableWrites([...AUTH_TABLES]);
  const plugins = [writes, camel];
  if (opts.url && /^postgres(ql)?:\/\//.test(opts.url)) {
    const pool = new (pgDriver().Pool)({
      connectionString: opts.url,
      max: 10,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), plugins });
    pgLocations.set(db, { url: opts.url, schema: opts.schema });
    registerTableWrites(db, writes);
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  let file: string;
  if (opts.url === ':memory:' || opts.url === 'sqlite::memory:') file = ':memory:';
  else if (opts.url) file = opts.url.replace(/^(sqlite|file):(\/\/)?/, '');
  else file = path.join(opts.dataDir ?? './data', 'ecohub.sqlite');
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const tracked = trackedSqliteDialect({ database: withStatementCache(sqlite) });
  const db = new Kysely<any>({ dialect: tracked.dialect, plugins });
  registerDirectSqlite(db, { sqlite, busy: tracked.busy, camel: camelMapper(camel) });
  registerTableWrites(db, writes);
  const checkpointer =
    file !== ':memory:' && opts.backgroundCheckpoints !== false
      ? startCheckpointer(sqlite, file, { log: (m) => process.emitWarning(m) })
      : null;
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      // The thread first: the connection's own close then checkpoints what is left and removes the WAL.
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/**
 * Kysely prepares every query anew; preparing costs more than running a small query on SQLite. The
 * hub's queries are a small fixed set of SQL texts, so statements are kept and reused (bounded).
 * Reuse is safe: Kysely runs one query at a time on its single SQLite connection, and SQLite
 * re-prepares a statement itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database, max = 2000): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = sqlite.prepare(sql);
      if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      cache.set(sql, stmt);
    }
    return stmt;
  };
  return new Proxy(sqlite, {
    get(target, prop) {
      if (prop === 'prepare') return prepare;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
