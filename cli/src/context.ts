import path from 'node:path';
import {
  type Config,
  createHub,
  DEFAULT_PLUGINS_CONFIG,
  type Hub,
  loadConfig,
  loadPlugins,
  REPO_ROOT,
} from '@ecohub/core';
import pino from 'pino';
import type { Io } from './io.ts';

/** Flags every command that opens the hub accepts. */
export interface HubFlags {
  data?: string;
  port?: string;
}

export interface Opened {
  hub: Hub;
  config: Config;
}

/**
 * Reads the configuration (environment, flags on top), loads the enabled plugins and opens the hub.
 * One-shot commands log warnings only, to stderr, so stdout stays clean for --json; `serve` logs
 * at LOG_LEVEL to stdout like any server.
 */
export async function openHub(io: Io, flags: HubFlags, mode: 'serve' | 'once' = 'once'): Promise<Opened> {
  const config = loadConfig(io.env, {
    DATA_DIR: flags.data,
    PORT: flags.port,
    LOG_LEVEL: mode === 'once' ? (io.env.LOG_LEVEL ?? 'warn') : undefined,
  });
  const plugins = await loadPlugins(config.PLUGINS_CONFIG ?? DEFAULT_PLUGINS_CONFIG);
  const logger = pino({ level: config.LOG_LEVEL }, await logStream(io, mode));
  const hub = await createHub({
    config,
    plugins,
    logger,
    // Plugins read their `config` keys from the same environment as core's configuration.
    env: io.env,
    webDist: path.resolve(config.WEB_DIST ?? path.join(REPO_ROOT, 'web/app/dist')),
  });
  return { hub, config };
}

/** Server logs: JSON lines on stdout, readable lines on a terminal; one-shot commands log to stderr. */
async function logStream(io: Io, mode: 'serve' | 'once') {
  if (mode === 'once') return pino.destination(2);
  if (!io.stdout.isTTY) return pino.destination(1);
  const { default: pretty } = await import('pino-pretty');
  return pretty({ colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
}

/** Opens the hub, runs `fn`, and always closes the database afterwards. */
export async function withHub<T>(io: Io, flags: HubFlags, fn: (o: Opened) => Promise<T>): Promise<T> {
  const opened = await openHub(io, flags);
  try {
    return await fn(opened);
  } finally {
    await opened.hub.stop();
  }
}
