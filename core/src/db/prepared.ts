import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import { type DirectSqlite, directSqliteOf } from './direct.ts';
import { tableWritesOf } from './table-writes.ts';

/** A parameter's stand-in while the query is built once. */
const MARK = '\u0000ecohub-param:';

export type Param = <T = any>(name: string) => T;

/**
 * A query on a hot path, built and compiled by Kysely once and then run with new values: no query
 * building per call (building and compiling cost more than running a small indexed query on
 * SQLite). `build` receives `param(name)`, a stand-in for a value that each call supplies; every
 * other value is fixed at build time. A stand-in stands for one scalar value: not for an `in` list,
 * and not where Kysely would inline it instead of binding it (`sql.lit`, `sql.raw`).
 *
 *   const byEmail = prepareQuery(db, (p) =>
 *     db.selectFrom('users').selectAll().where('email', '=', p('email')).limit(1));
 *   const [user] = await byEmail({ email }); // rows, camelCased like any query
 *   await byEmail({ email }, trx); // inside a transaction
 *
 * The same plugins run on the result (column names come back in camelCase).
 */
export function prepareQuery<Row = any, P extends Record<string, unknown> = Record<string, unknown>>(
  db: Kysely<any>,
  build: (param: Param) => Compilable<Row>,
): (params: P, executor?: Kysely<any>) => Promise<Row[]> {
  const param: Param = (name) => `${MARK}${name}` as never;
  const compiled = build(param).compile();
  const names = compiled.parameters.map((v) =>
    typeof v === 'string' && v.startsWith(MARK) ? v.slice(MARK.length) : null,
  );
  const fixed = compiled.parameters;
  const direct = directSqliteOf(db);
  // A statement that writes a watched table is counted each time it runs (Kysely's plugins see it
  // only when it is compiled, here, once).
  const watch = tableWritesOf(db);
  const counted = watch?.writes(compiled.query) ? watch : undefined;
  let run: ((values: unknown[]) => Row[]) | undefined;
  const query = async (params: P, executor: Kysely<any> = db): Promise<Row[]> => {
    const values = names.map((n, i) => {
      if (n === null) return fixed[i];
      const v = params[n];
      if (v === undefined) throw new Error(`prepareQuery: no value for '${n}'`);
      return v;
    });
    // SQLite, outside a transaction and while Kysely's connection is free: run the statement right
    // here, synchronously (nothing can interleave), with the same camelCased rows.
    if (direct && executor === db && !direct.busy()) {
      run ??= directRunner<Row>(direct, compiled.sql);
      return run(values);
    }
    const result = await executor.executeQuery<Row>(CompiledQuery.raw(compiled.sql, values));
    return result.rows;
  };
  if (!counted) return query;
  return async (params, executor) => {
    counted.bump();
    try {
      return await query(params, executor);
    } finally {
      counted.bump();
    }
  };
}

/**
 * A statement of its own (rows as arrays, keys mapped once), run on the SQLite connection directly:
 * a small indexed query then costs a few microseconds instead of Kysely's driver round.
 */
function directRunner<Row>(direct: DirectSqlite, text: string): (values: unknown[]) => Row[] {
  const stmt = direct.sqlite.prepare(text);
  if (!stmt.reader) {
    return (values) => {
      stmt.run(values);
      return [];
    };
  }
  stmt.raw(true);
  const keys = stmt.columns().map((c) => direct.camel(c.name));
  return (values) => {
    const rows = stmt.all(values) as unknown[][];
    const out = new Array<Row>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const a = rows[r] as unknown[];
      const o: Record<string, unknown> = {};
      for (let k = 0; k < keys.length; k++) o[keys[k] as string] = a[k];
      out[r] = o as Row;
    }
    return out;
  };
}
