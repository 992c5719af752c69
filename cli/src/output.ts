import type { Io } from './io.ts';

export interface OutputOptions {
  json?: boolean;
}

/** Human lines, or a single JSON document with --json (for scripts); never both. */
export function output(io: Io, opts: OutputOptions) {
  return {
    json: !!opts.json,
    /** Whether to draw live progress with Ink. */
    interactive: !opts.json && !!io.stdout.isTTY,
    line(text = '') {
      if (!opts.json) io.stdout.write(`${text}\n`);
    },
    result(value: unknown) {
      if (opts.json) io.stdout.write(`${JSON.stringify(value)}\n`);
    },
  };
}

export type Output = ReturnType<typeof output>;

/** Columns padded to their widest cell. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
