import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@ecohub/core';
import { CliError, type Io } from '../io.ts';
import { output } from '../output.ts';

/** The environment variable that tells a forked process it is one of `serve --workers N`. */
export const WORKER_ENV = 'ECOHUB_SERVE_WORKER';

export const isServeWorker = (io: Io): boolean => cluster.isWorker && io.env[WORKER_ENV] === '1';

export interface WorkersFlags {
  workers: number;
  port?: string;
  data?: string;
  json?: boolean;
}

/** Resolves with the name of the first SIGINT or SIGTERM: how `serve` (either form) is asked to stop. */
export const stopSignal = (): Promise<string> =>
  new Promise((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });

/** `--workers` needs a database several processes can share: PostgreSQL. */
export function checkWorkers(io: Io, flags: { workers?: string; port?: string; data?: string }): number {
  const n = flags.workers === undefined ? 1 : Number(flags.workers);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new CliError('--workers must be a whole number from 1 to 64');
  if (n > 1) {
    const config = loadConfig(io.env, { DATA_DIR: flags.data, PORT: flags.port });
    if (!/^postgres(ql)?:\/\//.test(config.DATABASE_URL ?? ''))
      throw new CliError(
        '--workers needs PostgreSQL (DATABASE_URL=postgres://…): a SQLite database is served by one process',
      );
  }
  return n;
}

/**
 * The primary of `serve --workers N`: the database is already migrated and seeded (by the caller);
 * N worker processes then serve the same port (node:cluster hands connections out in turn), each a
 * whole hub on the shared PostgreSQL database: sessions, rate limits, job claims, schedules and
 * secrets live there. A worker that dies is replaced; SIGINT/SIGTERM stop them all.
 */
export async function superviseWorkers(io: Io, flags: WorkersFlags, printed: (port: number) => void) {
  const out = output(io, flags);
  let stopping = false;
  const fork = (): Worker => cluster.fork({ [WORKER_ENV]: '1' });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    out.line(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    fork();
  });
  const listening = new Promise<number>((resolve, reject) => {
    let up = 0;
    cluster.on('listening', (_w, address: AddressInfo | { port: number }) => {
      up += 1;
      if (up === flags.workers) resolve(address.port);
    });
    setTimeout(() => reject(new CliError('The workers did not start within 120 s')), 120_000).unref();
  });
  for (let i = 0; i < flags.workers; i++) fork();
  printed(await listening);

  const signal = await stopSignal();
  stopping = true;
  out.line(`${signal}: stopping ${flags.workers} workers…`);
  await Promise.all(
    Object.values(cluster.workers ?? {}).map(
      (w) =>
        new Promise<void>((resolve) => {
          if (!w || w.isDead()) return resolve();
          w.once('exit', () => resolve());
          w.process.kill('SIGTERM');
        }),
    ),
  );
}
