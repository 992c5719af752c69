import type SQLite from 'better-sqlite3';
import { type CamelCasePlugin, type Kysely, SqliteDialect, type SqliteDialectConfig } from 'kysely';

/**
 * A SQLite database's own connection, for statements run directly rather than through Kysely's
 * driver (prepareQuery). Kysely serialises its single SQLite connection with a mutex held for a
 * whole transaction; `busy` says it is held, and then a direct statement waits its turn through
 * Kysely instead (it would otherwise run inside someone else's open transaction).
 */
export interface DirectSqlite {
  sqlite: SQLite.Database;
  busy(): boolean;
  /** Result column name → the name Kysely's CamelCasePlugin gives it. */
  camel(name: string): string;
}

const direct = new WeakMap<Kysely<any>, DirectSqlite>();

export const directSqliteOf = (db: Kysely<any>): DirectSqlite | undefined => direct.get(db);

export function registerDirectSqlite(db: Kysely<any>, d: DirectSqlite): void {
  direct.set(db, d);
}

/** Kysely's SQLite dialect, telling whether its connection is held (a query or transaction under way). */
export function trackedSqliteDialect(config: SqliteDialectConfig): {
  dialect: SqliteDialect;
  busy(): boolean;
} {
  let held = false;
  const dialect = new SqliteDialect(config);
  const createDriver = dialect.createDriver.bind(dialect);
  dialect.createDriver = () => {
    const driver = createDriver();
    const acquire = driver.acquireConnection.bind(driver);
    const release = driver.releaseConnection.bind(driver);
    driver.acquireConnection = async () => {
      const c = await acquire();
      held = true;
      return c;
    };
    driver.releaseConnection = async (c) => {
      held = false;
      await release(c);
    };
    return driver;
  };
  return { dialect, busy: () => held };
}

/** The CamelCasePlugin's own mapping of a column name, memoised (a fixed, small set of names). */
export function camelMapper(plugin: CamelCasePlugin): (name: string) => string {
  const memo = new Map<string, string>();
  const map = (plugin as unknown as { camelCase(s: string): string }).camelCase.bind(plugin);
  return (name) => {
    let m = memo.get(name);
    if (m === undefined) {
      m = map(name);
      memo.set(name, m);
    }
    return m;
  };
}
