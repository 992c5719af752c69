import type { Hono } from 'hono';
import type { Kysely, Migration } from 'kysely';
import type { Logger } from 'pino';
import type { Principal, Role } from './auth/principal.ts';
import type { Broadcast } from './broadcast/index.ts';
import type { Config } from './config.ts';
import type { Dialect } from './db/connect.ts';
import type { CoreTables, Tables } from './db/tables.ts';
import type { EventBus, HubEvents } from './events.ts';
import type { PluginConfigSchema } from './host/plugin-config.ts';
import type { JobQueue, JobRun } from './jobs/types.ts';
import type { MailTemplate } from './mail/templates.ts';
import type { Mailer } from './mail/types.ts';
import type { OutboundClient } from './outbound/client.ts';
import type { Quotas } from './quotas.ts';
import { refId, type ServiceRef } from './services.ts';

/** 2: setup, typed refs, plugin config, typed tables (docs/plugins.md). A v1 plugin is refused. */
export const PLUGIN_API_VERSION = 2 as const;

export interface Clock {
  now(): Date;
  /**
   * A clock that jumps (tests' FakeClock) calls `listener` after each jump, so what waits for a time
   * of this clock (the schedules) looks again; answers the function that stops the calls.
   */
  onJump?(listener: () => void): () => void;
}

/** Hono environment of every route: the signed-in principal (or null) and the hub context. */
export type HubEnv = { Variables: { principal: Principal | null; hub: HubContext; requestId: string } };
export type HubApp = Hono<HubEnv>;

/** What a plugin receives: the shared kernel services, never another plugin's internals. */
export interface HubContext {
  config: Config;
  db: Kysely<any>;
  dialect: Dialect;
  log: Logger;
  clock: Clock;
  events: EventBus;
  /** Messages to every hub process on this database (live views behind several processes). */
  broadcast: Broadcast;
  jobs: JobQueue;
  mail: Mailer;
  /** The only way to request a URL a user supplied: refuses internal addresses (see core/README). */
  outbound: OutboundClient;
  /** Plan limits (provided by the billing plugin). */
  quotas: Quotas;
  /** The services behind a ref of core or of a plugin in `dependsOn`; any other ref fails at start. */
  use<T>(ref: ServiceRef<T>): T;
  /**
   * The services behind a ref in `optionalDependsOn` (or `dependsOn`), or undefined when that plugin
   * is not enabled; an undeclared ref fails like `use`.
   */
  tryUse<T>(ref: ServiceRef<T>): T | undefined;
  /** The lowest role holding a declared permission, or undefined. */
  permissionRole(permission: string): Role | undefined;
}

/** Minimal shape of a commander program, so core does not depend on the CLI package. */
export interface CliProgram {
  command(nameAndArgs: string): CliProgram;
  description(text: string): CliProgram;
  option(flags: string, description?: string, defaultValue?: unknown): CliProgram;
  action(fn: (...args: any[]) => unknown): CliProgram;
}

/**
 * Where a plugin's command writes: the CLI's own streams (the process's, or memory in tests). A
 * command draws live progress (Ink) only when `stdout.isTTY`, else prints plain lines.
 */
export interface CliTerminal {
  stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stderr: NodeJS.WritableStream;
}

export interface DemoSeedContext {
  orgId: string;
  ownerId: string;
}

export interface Schedule {
  name: string;
  /** Cron expression (croner syntax). */
  cron: string;
  job: string;
  payload?: unknown;
}

/**
 * What a v2 plugin's callbacks receive: the hub, with its database typed by core's and the
 * plugin's tables and the plugin's own validated configuration.
 */
export interface PluginHub<C = unknown, DB = any> extends HubContext {
  /** `Kysely<any>` until the plugin declares `tables` (v1 plugins, transitionally). */
  db: Kysely<CoreTables & DB>;
  /** This plugin's configuration, read from the environment by its `config` schema at start. */
  settings: C;
}

type Awaitable<T> = T | Promise<T>;

/** A job handler of a plugin: the run, and what the plugin's `setup` built. */
export type PluginJobHandler<S = unknown> = (run: JobRun, setup: S) => Promise<unknown>;

export type EventHandlers<H = HubContext, S = unknown> = {
  [K in keyof HubEvents]?: (payload: HubEvents[K], hub: H, setup: S) => unknown;
};

/**
 * A plugin. C: its configuration (inferred from `config`), DB: its tables (from `tables`),
 * S: what `setup` returns, handed to every other callback. Write `setup` before the callbacks
 * that use its result: TypeScript infers object literal members in order.
 */
export interface PluginDefinition<C = undefined, DB = any, S = undefined> {
  id: string;
  version?: string;
  /** Plugins whose services this one uses, by id or by their exported ref; checked before start. */
  dependsOn?: Array<string | ServiceRef<any>>;
  /**
   * Plugins whose services this one uses when they are enabled (`hub.tryUse(ref)`); started before
   * this one when present, not required.
   */
  optionalDependsOn?: Array<string | ServiceRef<any>>;
  /** zod object over environment variable names; validated at start like core's configuration. */
  config?: PluginConfigSchema<C>;
  /** `tablesOf<MyTables>()`: types `hub.db` as `Kysely<CoreTables & MyTables>`. */
  tables?: Tables<DB>;
  /** Frozen migrations, ISO-date prefixed names, run in this plugin's own migration table. */
  migrations?: Record<string, Migration>;
  /** Permission name → the lowest role that holds it. */
  permissions?: Record<string, Role>;
  /** Per-path body limits in bytes, for routes that accept more than the 1 MiB default. */
  bodyLimits?: Record<string, number>;
  /**
   * Runs once per hub, in dependency order, before routes and services: the one place the plugin
   * builds its services, caches and clients. Its result is the last argument of every callback.
   */
  setup?: (hub: PluginHub<C, DB>) => Awaitable<S>;
  routes?: (app: HubApp, hub: PluginHub<C, DB>, setup: S) => void;
  /** Origins the web app's scripts may call for this caller (added to the page's CSP connect-src). */
  connectSources?: (hub: PluginHub<C, DB>, principal: Principal | null) => Promise<string[]>;
  /** Origins the web app's pages may frame for this caller (added to the page's CSP frame-src). */
  frameSources?: (hub: PluginHub<C, DB>, principal: Principal | null) => Promise<string[]>;
  jobs?: Record<string, PluginJobHandler<S>>;
  schedules?: Schedule[];
  events?: EventHandlers<PluginHub<C, DB>, S>;
  /** What `hub.use(ref)` returns to plugins that depend on this one. */
  services?: (hub: PluginHub<C, DB>, setup: S) => object;
  /** Mail templates by name, sent through `hub.mail` and offered by POST /api/email/test. */
  mailTemplates?: Record<string, MailTemplate>;
  /** Commands; `hub()` and `setup()` open the hub on demand (once) and are this plugin's. */
  cli?: (
    program: CliProgram,
    hub: () => Promise<PluginHub<C, DB>>,
    setup: () => Promise<S>,
    terminal: CliTerminal,
  ) => void;
  seed?: { demo?: (hub: PluginHub<C, DB>, demo: DemoSeedContext, setup: S) => Promise<void> };
  onStart?: (hub: PluginHub<C, DB>, setup: S) => Awaitable<void>;
  onStop?: (hub: PluginHub<C, DB>, setup: S) => Awaitable<void>;
}

/** A checked plugin as the host holds it (its type parameters erased). */
export interface Plugin
  extends Omit<PluginDefinition<any, any, any>, 'dependsOn' | 'optionalDependsOn' | 'seed'> {
  apiVersion: typeof PLUGIN_API_VERSION;
  version: string;
  /** Plugin ids (refs resolved). */
  dependsOn: string[];
  /** Plugin ids (refs resolved); absent ones are allowed. */
  optionalDependsOn?: string[];
  /** As `Hub.plugins` holds it: bound to the plugin's own context and setup by the host. */
  seed?: { demo?: (hub: HubContext, demo: DemoSeedContext) => Promise<void> };
}

export function definePlugin<C = undefined, DB = any, S = undefined>(
  def: PluginDefinition<C, DB, S>,
): Plugin {
  if (!/^[a-z][a-z0-9-]*$/.test(def.id)) throw new Error(`Plugin id '${def.id}' must be kebab-case`);
  return {
    ...def,
    apiVersion: PLUGIN_API_VERSION,
    version: def.version ?? '0.1.0',
    dependsOn: (def.dependsOn ?? []).map(refId),
    optionalDependsOn: (def.optionalDependsOn ?? []).map(refId),
    // The host binds the seed to this plugin's context and setup (Hub.plugins) before anyone calls it.
    seed: def.seed as Plugin['seed'],
  };
}
