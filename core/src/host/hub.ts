import type { Hono } from 'hono';
import pino, { type Logger } from 'pino';
import type { Role } from '../auth/principal.ts';
import { createBroadcast } from '../broadcast/index.ts';
import type { Config } from '../config.ts';
import { corePlugin } from '../core-plugin.ts';
import { connect, type Database } from '../db/connect.ts';
import { type MigrationStatus, migrateDown, migrateUp, migrationStatus } from '../db/migrate.ts';
import { AUTH_WRITES_CHANNEL, tableWritesOf } from '../db/table-writes.ts';
import { createEventBus } from '../events.ts';
import { buildApp } from '../http/app.ts';
import { createJobs } from '../jobs/index.ts';
import type { JobHandler } from '../jobs/types.ts';
import { createMailer } from '../mail/index.ts';
import { CORE_TEMPLATES, type MailTemplate } from '../mail/templates.ts';
import { createOutboundClient } from '../outbound/client.ts';
import type { Clock, DemoSeedContext, HubContext, HubEnv, Plugin, PluginHub, Schedule } from '../plugin.ts';
import { createQuotas } from '../quotas.ts';
import type { ServiceRef } from '../services.ts';
import { orderPlugins, PluginHostError } from './order.ts';
import { loadPluginConfig } from './plugin-config.ts';

export interface HubOptions {
  config: Config;
  plugins: Plugin[];
  database?: Database;
  clock?: Clock;
  logger?: Logger;
  /** Folder of the built web app, served with an SPA fallback. */
  webDist?: string;
  /** Where plugins read their `config` keys (process.env by default). */
  env?: Record<string, string | undefined>;
  /** Plugin id → configuration values on top of the environment (CLI flags, tests). */
  pluginConfig?: Record<string, Record<string, unknown>>;
}

/** One enabled plugin as the host runs it: its context and what its `setup` returned. */
export interface RunningPlugin {
  plugin: Plugin;
  ctx: PluginHub;
  setup: unknown;
}

export interface Hub {
  app: Hono<HubEnv>;
  ctx: HubContext;
  /** Enabled plugins in dependency order, core first (their `seed.demo` bound to their context). */
  plugins: Plugin[];
  /** A plugin's own context and setup result (its CLI commands run with them). */
  running(pluginId: string): RunningPlugin;
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
  const templates = new Map<string, MailTemplate>(Object.entries(CORE_TEMPLATES));
  const setups = new Map<string, unknown>();
  for (const p of plugins) {
    for (const [perm, role] of Object.entries(p.permissions ?? {})) {
      if (permissions.has(perm))
        throw new PluginHostError(`Permission '${perm}' is declared twice (plugin '${p.id}')`);
      permissions.set(perm, role);
    }
    for (const [name, h] of Object.entries(p.jobs ?? {})) {
      if (handlers.has(name)) throw new PluginHostError(`Job '${name}' is declared twice (plugin '${p.id}')`);
      handlers.set(name, (run) => h(run, setups.get(p.id)));
    }
    for (const [name, t] of Object.entries(p.mailTemplates ?? {})) {
      if (templates.has(name))
        throw new PluginHostError(`Mail template '${name}' is declared twice (plugin '${p.id}')`);
      templates.set(name, t);
    }
    schedules.push(...(p.schedules ?? []));
  }

  const events = createEventBus((name, err) => log.error({ err, event: name }, 'event handler failed'));
  const servicesById = new Map<string, unknown>();
  const servicesOf = <T>(id: string): T => {
    if (!servicesById.has(id)) throw new PluginHostError(`No services of plugin '${id}'`);
    return servicesById.get(id) as T;
  };
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
  const broadcast = createBroadcast(database.db, database.dialect, log);
  // Session caches of every hub process on this database forget their rows at each auth write.
  const authWrites = tableWritesOf(database.db);
  const stopAuthWrites = authWrites?.onWrite(() => broadcast.publish(AUTH_WRITES_CHANNEL, 1));
  if (authWrites) broadcast.subscribe(AUTH_WRITES_CHANNEL, () => authWrites.remoteWrite());
  const mail = createMailer({ db: database.db, config, clock, log, templates });
  base = {
    config,
    db: database.db,
    dialect: database.dialect,
    log,
    clock,
    events,
    broadcast,
    jobs: jobs.queue,
    mail,
    outbound: createOutboundClient({ allow: config.OUTBOUND_ALLOW }),
    quotas: createQuotas(),
    use: <T>(ref: ServiceRef<T>) => servicesOf<T>(ref.pluginId),
    tryUse: <T>(ref: ServiceRef<T>) => servicesById.get(ref.pluginId) as T | undefined,
    permissionRole: (perm) => permissions.get(perm),
  };

  // Each plugin sees the services of core and of the plugins it declared, nothing else. In
  // dependency order: its configuration, then its setup, then the services it offers.
  const env = opts.env ?? process.env;
  const scoped: RunningPlugin[] = [];
  for (const plugin of plugins) {
    const declared = (id: string) => {
      const optional = plugin.optionalDependsOn ?? [];
      if (id !== 'core' && id !== plugin.id && !plugin.dependsOn.includes(id) && !optional.includes(id)) {
        throw new PluginHostError(
          `Plugin '${plugin.id}' uses services of '${id}' without declaring it in dependsOn`,
        );
      }
      return id;
    };
    const services = <T>(id: string) => servicesOf<T>(declared(id));
    const ctx: PluginHub = {
      ...base,
      log: log.child({ plugin: plugin.id }),
      use: (ref) => services(ref.pluginId),
      tryUse: <T>(ref: ServiceRef<T>) => servicesById.get(declared(ref.pluginId)) as T | undefined,
      settings: plugin.config
        ? loadPluginConfig(plugin.id, plugin.config, env, opts.pluginConfig?.[plugin.id])
        : undefined,
    };
    const setup = await plugin.setup?.(ctx);
    setups.set(plugin.id, setup);
    if (plugin.services) servicesById.set(plugin.id, plugin.services(ctx, setup));
    for (const [name, handler] of Object.entries(plugin.events ?? {})) {
      events.on(name as never, (payload: unknown) =>
        (handler as (p: unknown, h: HubContext, s: unknown) => unknown)(payload, ctx, setup),
      );
    }
    scoped.push({ plugin, ctx, setup });
  }

  const app = buildApp({ hub: base, plugins: scoped, webDist: opts.webDist });

  return {
    app,
    ctx: base,
    plugins: scoped.map(boundSeed),
    running(id) {
      const r = scoped.find((x) => x.plugin.id === id);
      if (!r) throw new PluginHostError(`Plugin '${id}' is not enabled`);
      return r;
    },
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
      for (const { plugin, ctx, setup } of scoped) await plugin.onStart?.(ctx, setup);
      await jobs.start();
    },
    async stop() {
      await jobs.stop();
      for (const { plugin, ctx, setup } of [...scoped].reverse()) await plugin.onStop?.(ctx, setup);
      stopAuthWrites?.();
      await broadcast.close();
      await database.close();
    },
  };
}

type SeedDemo = (hub: PluginHub, demo: DemoSeedContext, setup: unknown) => Promise<void>;

/** The demo seed runs with its plugin's own context and setup, whoever calls it. */
function boundSeed({ plugin, ctx, setup }: RunningPlugin): Plugin {
  // As declared (definePlugin only relabels the type): it takes the plugin's context and setup.
  const demo = plugin.seed?.demo as unknown as SeedDemo | undefined;
  if (!demo) return plugin;
  return { ...plugin, seed: { ...plugin.seed, demo: (_hub, d) => demo(ctx, d, setup) } };
}
