import { createTestHub, FakeClock, type TestDialect } from '@ecohub/core/testing';
import crm from '@ecohub/plugin-crm';
import ecosystem from '@ecohub/plugin-ecosystem';
import superhub from '@ecohub/plugin-superhub';
import idx from '../index.ts';

export const START = Date.parse('2026-03-02T09:00:00Z');

/** A hub with the IDX plugin and its real peers: crm (leads), ecosystem and superhub (tracker figures). */
export async function idxHub(
  dialect: TestDialect,
  config: Record<string, unknown> = {},
  opts: { startJobs?: boolean; hubConfig?: Record<string, unknown> } = {},
) {
  const clock = new FakeClock(START);
  const t = await createTestHub({
    dialect,
    clock,
    plugins: [crm, ecosystem, superhub, idx],
    pluginConfig: { idx: { IDX_LOCAL_LISTINGS: '20', ...config } },
    startJobs: opts.startJobs,
    config: opts.hubConfig,
  });
  return { t, clock };
}

export type IdxTestHub = Awaited<ReturnType<typeof idxHub>>['t'];

/** Runs the organisation's listing sync (the route's job) and waits for it and its alerts job. */
export async function syncListings(
  t: IdxTestHub,
  agent: { post: (p: string, b?: unknown) => Promise<Response> },
) {
  const res = await agent.post('/api/idx/sync');
  if (res.status !== 202) throw new Error(`sync answered ${res.status}: ${await res.text()}`);
  const { jobId } = (await res.json()) as { jobId: string };
  const job = await t.hub.ctx.jobs.wait(jobId, 20_000);
  if (job.status !== 'completed') throw new Error(`sync ${job.status}: ${job.error}`);
  return job;
}

export const form = (t: IdxTestHub, path: string, fields: Record<string, string>) =>
  t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
