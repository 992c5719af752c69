import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHub, type Hub, loadConfig, loadPlugins } from '@ecohub/core';
import { serve } from '@hono/node-server';
import { pluginsConfigFile } from '../vite/web-plugins.ts';

export const WEB_DIST = path.resolve(import.meta.dirname, '../dist');
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export interface RunningHub {
  url: string;
  hub: Hub;
  /** The text of the last mail stored in the outbox for an address. */
  lastMail(to: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real hub in this process: the plugins of ecohub.config.json, a temporary SQLite file, migrated,
 * serving the built web app on a free port of 127.0.0.1; `overrides` are configuration values on top.
 */
export async function startHub(overrides: Record<string, string> = {}): Promise<RunningHub> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ecohub-e2e-'));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: (req) => app(req), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadConfig(
    {},
    { DATA_DIR: dir, LOG_LEVEL: 'silent', PUBLIC_URL: url, PUBLIC_DEMO: 'true', ...overrides },
  );
  const hub = await createHub({
    config,
    plugins: await loadPlugins(pluginsConfigFile(REPO_ROOT)),
    webDist: WEB_DIST,
  });
  await hub.migrate();
  await hub.start();
  const app = (req: Request) => hub.app.fetch(req);
  return {
    url,
    hub,
    async lastMail(to) {
      const row = await hub.database.db
        .selectFrom('outbox')
        .select(['text'])
        .where('toAddress', '=', to)
        .orderBy('createdAt', 'desc')
        .executeTakeFirstOrThrow();
      return row.text as string;
    },
    async close() {
      await new Promise((r) => server.close(r));
      await hub.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
