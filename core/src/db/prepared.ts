import { type Compilable, CompiledQuery, type Kysely } from 'kysely';

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
  return async (params, executor = db) => {
    const values = names.map((n, i) => {
      if (n === null) return fixed[i];
      const v = params[n];
      if (v === undefined) throw new Error(`prepareQuery: no value for '${n}'`);
      return v;
    });
    const result = await executor.executeQuery<Row>(CompiledQuery.raw(compiled.sql, values));
    return result.rows;
  };
}
