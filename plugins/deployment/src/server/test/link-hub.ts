import { once } from 'node:events';
import { createServer } from 'node:net';
import { createTestHub, type TestDialect } from '@ecohub/core/testing';
import { serve } from '@hono/node-server';
import { plugins } from './plugins.ts';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * A hub served on a real loopback port (its PUBLIC_URL: apps' SDK middleware fetches from it), jobs
 * on, its outbound client allowed to reach loopback (the fixture sites), one signed-in owner.
 */
export async function linkHub(dialect: TestDialect) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await createTestHub({
    dialect,
    plugins,
    startJobs: true,
    config: { PUBLIC_URL: url, OUTBOUND_ALLOW: '127.0.0.1/32' },
  });
  const server = serve({ fetch: t.hub.app.fetch, port, hostname: '127.0.0.1' });
  await once(server, 'listening');
  const owner = await t.signedIn({ role: 'owner' });
  return {
    t,
    url,
    owner,
    /** Runs a crawl of the owner's apps to its end. */
    async crawl(as = owner, body: { domain?: string } = {}) {
      const res = await as.agent.post('/api/deployment/crawls', body);
      if (res.status !== 202) throw new Error(`crawl refused: ${res.status} ${await res.text()}`);
      const { jobId } = (await res.json()) as { jobId: string };
      return t.hub.ctx.jobs.wait(jobId, 60_000);
    },
    async close() {
      await new Promise<void>((ok) => server.close(() => ok()));
      await t.close();
    },
  };
}
