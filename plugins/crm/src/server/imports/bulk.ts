import { prepareQuery } from '@ecohub/core';
import type { Compilable } from 'kysely';
import type { CrmDb } from '../hub.ts';

type Row = Record<string, unknown>;
type Run = (params: Record<string, unknown>, executor?: CrmDb) => Promise<unknown[]>;

/** Rows per statement: full statements of the largest size, then one of each smaller size needed. */
const SIZES = [128, 64, 32, 16, 8, 4, 2, 1];

/**
 * A multi-row INSERT of fixed columns, compiled once per statement size with core's prepareQuery
 * and run with new values: no query building per batch, and at most 8 statement texts. 128 rows of
 * a contact (24 columns) bind 3,072 values, well under SQLite's 32,766 and PostgreSQL's 65,535.
 * `build` receives the rows' values (stand-ins) and may add an ON CONFLICT clause.
 */
export function bulkInsert(
  db: CrmDb,
  columns: readonly string[],
  build: (values: Row[]) => Compilable<unknown>,
): (rows: readonly Row[], executor: CrmDb) => Promise<void> {
  const width = columns.length;
  const statements = new Map<number, Run>();
  const statement = (size: number) => {
    let run = statements.get(size);
    if (!run) {
      // Each stand-in is named by its position in a flat array of the rows' values (row by row,
      // column by column), so a call passes that array as its parameters, with no names to build.
      run = prepareQuery(db, (p) =>
        build(
          Array.from({ length: size }, (_, i) =>
            Object.fromEntries(columns.map((c, j) => [c, p(String(i * width + j))])),
          ),
        ),
      ) as Run;
      statements.set(size, run);
    }
    return run;
  };
  return async (rows, executor) => {
    let at = 0;
    for (const size of SIZES) {
      while (rows.length - at >= size) {
        const values: unknown[] = new Array(size * width);
        for (let i = 0; i < size; i++) {
          const row = rows[at + i];
          for (let j = 0; j < width; j++) values[i * width + j] = row[columns[j]] ?? null;
        }
        await statement(size)(values as unknown as Record<string, unknown>, executor);
        at += size;
      }
    }
  };
}
