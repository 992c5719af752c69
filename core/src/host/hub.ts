import type { Hono } from 'hono';
import pino, { type Logger } from 'pino';
import type { Role } from '../auth/principal.ts';
import type { Config } from '../config.ts';
import { corePlugin } from '../core-plugin.ts';
import { connect, type Database } from '../db/connect.ts';
import { type MigrationStatus, migrateDown, migrateUp, migrationStatus } from '../db/migrate.ts';
import { createEventBus } from '../events.ts';
import { buildApp } from '../http/app.ts';
import { createJobs } from '../jobs/index.ts';
import type { JobHandler } from '../jobs/types.ts';
import { createMailer } from '../mail/index.ts';
import { createOutboundClient } from '../outbound/client.ts';
import type { Clock, HubContext, HubEnv, Plugin, Schedule } from '../plugin.ts';
import { createQuotas } from '../quotas.ts';
import { orderPlugins, PluginHostError } from './order.ts';

export interface HubOptions {
  config: Config;
  plugins: Plugin[];
  database?: Database;
  clock?: Clock;
  logger?: Logger;
  /** Folder of the built web app, served with an SPA fallback. */
  webDist?: string;
}

export interface Hub {
  app: Hono<HubEnv>;
  ctx: HubContext;
  /** Enabled plugins in dependency order, core first. */
  plugins: Plugin[];
  database: Database;
  migrate(): Promise<void>;
  migrateDown(owner: string): Promise<void>;
  migrationStatus(): Promise<MigrationStatus[]>;
  /** Starts jobs and schedules (the HTTP server is the caller's). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const systemClock: Clock = { now: () => new Date() };

/** Creates a hub: checks plugins, opens the database, wires services, jobs, events and routes. */
export async function createHub(opts: HubOptions): Promise<Hub> {
  const plugins = orderPlugins([corePlugin, ...opts.plugins]);
  const config = opts.config;
  const database = opts.database ?? connect({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const log = opts.logger ?? pino({ level: config.LOG_LEVEL });
  const clock = opts.clock ?? systemClock;

  const permissions = new Map<string, Role>();
  const handlers = new Map<string, JobHandler>();
  const schedules: Schedule[] = [];
  for (const p of plugins) {
    for (const [perm, role] of Object.entries(p.permissions ?? {})) {
      if (permissions.has(perm))
        throw new PluginHostError(`Permission '${perm}' is declared twice (plugin '${p.id}')`);
      permissions.set(perm, role);
    }
    for (const [name, h] of Object.entries(p.jobs ?? {})) {
      if (handlers.has(name)) throw new PluginHostError(`Job '${name}' is declared twice (plugin '${p.id}')`);
      handlers.set(name, h);
    }
    schedules.push(...(p.schedules ?? []));
  }

  const events = createEventBus((name, err) => log.error({ err, event: name }, 'event handler failed'));
  const services = new Map<string, unknown>();
  let base!: HubContext;
  const jobs = createJobs({
    db: database.db,
    dialect: database.dialect,
    clock,
    log,
    handlers,
    schedules,
    hub: () => base,
  });
  const mail = createMailer({ db: database.db, config, clock, log });
  base = {
    config,
    db: database.db,
    dialect: database.dialect,
    log,
    clock,
    events,
    jobs: jobs.queue,
    mail,
    outbound: createOutboundClient({ allow: config.OUTBOUND_ALLOW }),
    quotas: createQuotas(),
    services: <T>(id: string) => {
      if (!services.has(id)) throw new PluginHostError(`No services of plugin '${id}'`);
      return services.get(id) as T;
    },
    permissionRole: (perm) => permissions.get(perm),
  };

  // Each plugin sees the services of core and of the plugins it declared, nothing else.
  const scoped = plugins.map((plugin) => {
    const ctx: HubContext = {
      ...base,
      log: log.child({ plugin: plugin.id }),
      services: <T>(id: string) => {
        if (id !== 'core' && id !== plugin.id && !plugin.dependsOn.includes(id)) {
          throw new PluginHostError(
            `Plugin '${plugin.id}' uses services of '${id}' without declaring it in dependsOn`,
          );
        }
        return base.services<T>(id);
      },
    };
    if (plugin.services) services.set(plugin.id, plugin.services(ctx));
    for (const [name, handler] of Object.entries(plugin.events ?? {})) {
      events.on(name as never, (payload: unknown) =>
        (handler as (p: unknown, h: HubContext) => unknown)(payload, ctx),
      );
    }
    return { plugin, ctx };
  });

  const app = buildApp({ hub: base, plugins: scoped, webDist: opts.webDist });

  return {
    app,
    ctx: base,
    plugins,
    database,
    async migrate() {
      for (const p of plugins) if (p.migrations) await migrateUp(database.db, p.id, p.migrations);
    },
    async migrateDown(owner) {
      const p = plugins.find((x) => x.id === owner);
      if (!p?.migrations) throw new PluginHostError(`No migrations for '${owner}'`);
      await migrateDown(database.db, p.id, p.migrations);
    },
    async migrationStatus() {
      const all: MigrationStatus[] = [];
      for (const p of plugins)
        if (p.migrations) all.push(...(await migrationStatus(database.db, p.id, p.migrations)));
      return all;
    },
    async start() {
      for (const { plugin, ctx } of scoped) await plugin.onStart?.(ctx);
      await jobs.start();
    },
    async stop() {
      await jobs.stop();
      for (const { plugin, ctx } of [...scoped].reverse()) await plugin.onStop?.(ctx);
      await database.close();
    },
  };
}
