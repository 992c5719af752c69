import { prepareQuery } from '@ecohub/core';
import type { Compilable, Kysely } from 'kysely';

type Row = Record<string, unknown>;
type Run = (params: Record<string, unknown>, executor?: Kysely<any>) => Promise<unknown[]>;

/** Rows per statement: full statements of the largest size, then one of each smaller size needed. */
const SIZES = [128, 64, 32, 16, 8, 4, 2, 1];

/**
 * A multi-row INSERT of fixed columns, compiled once per statement size with core's prepareQuery
 * and run with new values: no query building per batch, and at most 8 statement texts. 128 rows of
 * a contact (24 columns) bind 3,072 values, well under SQLite's 32,766 and PostgreSQL's 65,535.
 * `build` receives the rows' values (stand-ins) and may add an ON CONFLICT clause.
 */
export function bulkInsert(
  db: Kysely<any>,
  columns: readonly string[],
  build: (values: Row[]) => Compilable<unknown>,
): (rows: readonly Row[], executor: Kysely<any>) => Promise<void> {
  const statements = new Map<number, { run: Run; names: string[][] }>();
  const statement = (size: number) => {
    let s = statements.get(size);
    if (!s) {
      const names = Array.from({ length: size }, (_, i) => columns.map((c) => `${i}.${c}`));
      const run = prepareQuery(db, (p) =>
        build(names.map((row) => Object.fromEntries(columns.map((c, j) => [c, p(row[j])])))),
      ) as Run;
      s = { run, names };
      statements.set(size, s);
    }
    return s;
  };
  return async (rows, executor) => {
    let at = 0;
    for (const size of SIZES) {
      while (rows.length - at >= size) {
        const { run, names } = statement(size);
        const params: Record<string, unknown> = {};
        for (let i = 0; i < size; i++) {
          const row = rows[at + i];
          const n = names[i];
          for (let j = 0; j < columns.length; j++) params[n[j]] = row[columns[j]] ?? null;
        }
        await run(params, executor);
        at += size;
      }
    }
  };
}
