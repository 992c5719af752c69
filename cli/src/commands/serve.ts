import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type DemoSeedResult, issueSetupToken, num, REPO_ROOT, seedDemo } from '@ecohub/core';
import { serve as listen, type ServerType } from '@hono/node-server';
import type { Command } from 'commander';
import { openHub } from '../context.ts';
import { CliError, type Io } from '../io.ts';
import { output } from '../output.ts';
import { progress } from '../ui/progress.tsx';
import { printDemo } from './seed.ts';

interface ServeFlags {
  port?: string;
  data?: string;
  seed: boolean;
  json?: boolean;
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
    .action(async (flags: ServeFlags) => {
      const running = await startServer(io, flags);
      const signal = await new Promise<string>((resolve) => {
        process.once('SIGINT', () => resolve('SIGINT'));
        process.once('SIGTERM', () => resolve('SIGTERM'));
      });
      output(io, flags).line(`${signal}: stopping…`);
      await running.close();
    });
}

/** Opens, migrates and (into an empty database) seeds the hub, then listens. */
export async function startServer(io: Io, flags: ServeFlags): Promise<Running> {
  const out = output(io, flags);
  const { hub, config } = await openHub(io, flags, 'serve');
  let server: ServerType | undefined;
  try {
    const ui = await progress(io, out);
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

    // Bind the port before starting jobs and plugins' onStart (a port in use must not start a second
    // worker on the same data); requests that arrive meanwhile wait until the hub has started.
    let open!: () => void;
    const started = new Promise<void>((resolve) => {
      open = resolve;
    });
    const fetch = async (req: Request, env: unknown) => {
      await started;
      return hub.app.fetch(req, env as never);
    };
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
    open();
    const url = config.PUBLIC_URL ? config.publicUrl : `http://localhost:${info.port}`;
    const webDist = path.resolve(config.WEB_DIST ?? path.join(REPO_ROOT, 'web/app/dist'));

    const setupUrl = setupToken ? `${url}/signup?setup=${setupToken}` : null;
    out.result({ url, port: info.port, demo, setupUrl });
    out.line(`Ecosystem Hub is running at ${url}`);
    if (!existsSync(path.join(webDist, 'index.html')))
      out.line(`The web app is not built (${webDist}): serving the API only. Build it with \`pnpm build\`.`);
    if (demo) printDemo(out, demo);
    if (setupUrl) {
      out.line('This instance has no super admin yet. Create that account with this one-time link:');
      out.line(`  ${setupUrl}`);
      out.line(
        '(or `ecosystem-cli user create --super-admin`). A restart prints a new link and voids this one.',
      );
    }
    out.line('Press Ctrl+C to stop.');

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
