import type { Hono } from 'hono';
import type { Kysely, Migration } from 'kysely';
import type { Logger } from 'pino';
import type { Principal, Role } from './auth/principal.ts';
import type { Config } from './config.ts';
import type { Dialect } from './db/connect.ts';
import type { EventBus, HubEvents } from './events.ts';
import type { JobHandler, JobQueue } from './jobs/types.ts';
import type { Mailer } from './mail/types.ts';
import type { OutboundClient } from './outbound/client.ts';
import type { Quotas } from './quotas.ts';

export const PLUGIN_API_VERSION = 1 as const;

export interface Clock {
  now(): Date;
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
  jobs: JobQueue;
  mail: Mailer;
  /** The only way to request a URL a user supplied: refuses internal addresses (see core/README). */
  outbound: OutboundClient;
  /** Plan limits (provided by the billing plugin). */
  quotas: Quotas;
  /** Services of a plugin this plugin declared in `dependsOn` (or of core). */
  services<T = unknown>(pluginId: string): T;
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

export type EventHandlers = { [K in keyof HubEvents]?: (payload: HubEvents[K], hub: HubContext) => unknown };

export interface PluginDefinition {
  id: string;
  version?: string;
  dependsOn?: string[];
  /** Frozen migrations, ISO-date prefixed names, run in this plugin's own migration table. */
  migrations?: Record<string, Migration>;
  /** Permission name → the lowest role that holds it. */
  permissions?: Record<string, Role>;
  /** Per-path body limits in bytes, for routes that accept more than the 1 MiB default. */
  bodyLimits?: Record<string, number>;
  routes?: (app: HubApp, hub: HubContext) => void;
  /** Origins the web app's scripts may call for this caller (added to the page's CSP connect-src). */
  connectSources?: (hub: HubContext, principal: Principal | null) => Promise<string[]>;
  jobs?: Record<string, JobHandler>;
  schedules?: Schedule[];
  events?: EventHandlers;
  services?: (hub: HubContext) => object;
  cli?: (program: CliProgram, hub: () => Promise<HubContext>) => void;
  seed?: { demo?: (hub: HubContext, demo: DemoSeedContext) => Promise<void> };
  onStart?: (hub: HubContext) => Promise<void> | void;
  onStop?: (hub: HubContext) => Promise<void> | void;
}

export interface Plugin extends PluginDefinition {
  apiVersion: typeof PLUGIN_API_VERSION;
  version: string;
  dependsOn: string[];
}

export function definePlugin(def: PluginDefinition): Plugin {
  if (!/^[a-z][a-z0-9-]*$/.test(def.id)) throw new Error(`Plugin id '${def.id}' must be kebab-case`);
  return {
    ...def,
    apiVersion: PLUGIN_API_VERSION,
    version: def.version ?? '0.1.0',
    dependsOn: def.dependsOn ?? [],
  };
}
