import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  type Config,
  type DemoSeedResult,
  type Hub,
  issueSetupToken,
  num,
  REPO_ROOT,
  seedDemo,
} from '@ecohub/core';
import { serve as listen, type ServerType } from '@hono/node-server';
import type { Command } from 'commander';
import { openHub } from '../context.ts';
import { CliError, type Io } from '../io.ts';
import { output } from '../output.ts';
import { progress } from '../ui/progress.tsx';
import { printDemo } from './seed.ts';
import { checkWorkers, isServeWorker, stopSignal, superviseWorkers } from './serve-workers.ts';

interface ServeFlags {
  port?: string;
  data?: string;
  seed: boolean;
  json?: boolean;
  workers?: string;
}

export interface Running {
  url: string;
  port: number;
  /** The demo loaded into an empty database at this start, if any. */
  demo: DemoSeedResult | null;
  /** The one-time sign-up link that creates the super admin, when the instance has none. */
  setupUrl: string | null;
  close(): Promise<void>;
}

export function serveCommand(program: Command, io: Io): void {
  program
    .command('serve')
    .description('run the hub: migrate, load the demo into an empty database, serve the API and the web app')
    .option('--port <port>', 'HTTP port (default PORT or 3000; 0 picks a free one)')
    .option('--data <dir>', 'data folder (SQLite file, backups); default DATA_DIR or ./data')
    .option('--no-seed', 'do not load the demo into an empty database')
    .option('--json', 'print the address (and demo sign-in) as one JSON line')
    .option(
      '--workers <n>',
      'serve from N processes sharing the port and one PostgreSQL database (default 1)',
    )
    .action(async (flags: ServeFlags) => {
      const worker = isServeWorker(io);
      const workers = worker ? 1 : checkWorkers(io, flags);
      if (workers > 1) return serveWithWorkers(io, flags, workers);
      const running = await startServer(io, flags, worker);
      const signal = await stopSignal();
      output(io, flags).line(`${signal}: stopping…`);
      await running.close();
    });
}

/** Migrates and (into an empty database) seeds; a one-time setup token when there is no super admin. */
async function prepare(io: Io, flags: ServeFlags, hub: Hub) {
  const ui = await progress(io, output(io, flags));
  let demo: DemoSeedResult | null = null;
  try {
    await ui.step('Migrating the database', () => hub.migrate());
    const orgs = await hub.ctx.db
      .selectFrom('organizations')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    if (flags.seed && num(orgs.n) === 0) {
      demo = await ui.step(
        'Loading the demo into the empty database',
        () => seedDemo(hub),
        (r) => `plugins: ${r.plugins.join(', ') || 'none with demo data'}`,
      );
    }
  } finally {
    ui.close();
  }
  // No super admin yet: a one-time token (stored hashed, replaced at each start) to create one.
  const setupToken = await issueSetupToken(hub.ctx.db, hub.ctx.clock);
  return { demo, setupToken };
}

interface Started {
  url: string;
  port: number;
  demo: DemoSeedResult | null;
  setupUrl: string | null;
  webDist: string;
  workers?: number;
}

function printStarted(io: Io, flags: ServeFlags, s: Started): void {
  const out = output(io, flags);
  out.result({
    url: s.url,
    port: s.port,
    demo: s.demo,
    setupUrl: s.setupUrl,
    ...(s.workers && { workers: s.workers }),
  });
  out.line(`Ecosystem Hub is running at ${s.url}${s.workers ? ` (${s.workers} worker processes)` : ''}`);
  if (!existsSync(path.join(s.webDist, 'index.html')))
    out.line(`The web app is not built (${s.webDist}): serving the API only. Build it with \`pnpm build\`.`);
  if (s.demo) printDemo(out, s.demo);
  if (s.setupUrl) {
    out.line('This instance has no super admin yet. Create that account with this one-time link:');
    out.line(`  ${s.setupUrl}`);
    out.line(
      '(or `ecosystem-cli user create --super-admin`). A restart prints a new link and voids this one.',
    );
  }
  out.line('Press Ctrl+C to stop.');
}

const webDistOf = (config: Config) => path.resolve(config.WEB_DIST ?? path.join(REPO_ROOT, 'web/app/dist'));

/** `serve --workers N`: this process prepares the database once, then supervises N serving workers. */
async function serveWithWorkers(io: Io, flags: ServeFlags, workers: number): Promise<void> {
  const { hub, config } = await openHub(io, flags, 'serve');
  let prepared: Awaited<ReturnType<typeof prepare>>;
  try {
    prepared = await prepare(io, flags, hub);
  } finally {
    await hub.stop();
  }
  await superviseWorkers(io, { ...flags, workers }, (port) => {
    const url = config.PUBLIC_URL ? config.publicUrl : `http://localhost:${port}`;
    const setupUrl = prepared.setupToken ? `${url}/signup?setup=${prepared.setupToken}` : null;
    printStarted(io, flags, {
      url,
      port,
      demo: prepared.demo,
      setupUrl,
      webDist: webDistOf(config),
      workers,
    });
  });
}

/**
 * Opens, migrates and (into an empty database) seeds the hub, then listens. A worker of
 * `serve --workers N` only listens: its primary prepared the database and prints the address.
 */
export async function startServer(io: Io, flags: ServeFlags, worker = false): Promise<Running> {
  const { hub, config } = await openHub(io, flags, 'serve');
  let server: ServerType | undefined;
  try {
    const { demo, setupToken } = worker ? { demo: null, setupToken: null } : await prepare(io, flags, hub);

    // Bind the port before starting jobs and plugins' onStart (a port in use must not start a second
    // worker on the same data); requests that arrive meanwhile wait until the hub has started.
    let open!: () => void;
    const started = new Promise<void>((resolve) => {
      open = resolve;
    });
    let handle: (req: Request, env: unknown) => Response | Promise<Response> = async (req, env) => {
      await started;
      return hub.app.fetch(req, env as never);
    };
    // Once started, straight to the app: no wait (and no promise) in every request.
    const fetch = (req: Request, env: unknown) => handle(req, env);
    const info = await new Promise<AddressInfo>((resolve, reject) => {
      server = listen({ fetch, port: config.PORT, hostname: config.HOST }, resolve);
      server.once('error', (err: NodeJS.ErrnoException) =>
        reject(
          err.code === 'EADDRINUSE'
            ? new CliError(`Port ${config.PORT} is already in use: choose another with --port or PORT`)
            : err,
        ),
      );
    });
    await hub.start();
    handle = (req, env) => hub.app.fetch(req, env as never);
    open();
    const url = config.PUBLIC_URL ? config.publicUrl : `http://localhost:${info.port}`;
    const setupUrl = setupToken ? `${url}/signup?setup=${setupToken}` : null;
    if (!worker)
      printStarted(io, flags, { url, port: info.port, demo, setupUrl, webDist: webDistOf(config) });

    return {
      url,
      port: info.port,
      demo,
      setupUrl,
      async close() {
        await new Promise<void>((resolve) => {
          if (!server) return resolve();
          server.close(() => resolve());
          // Idle keep-alive connections would otherwise hold the server open.
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        await hub.stop();
      },
    };
  } catch (err) {
    server?.close();
    await hub.stop();
    throw err;
  }
}
