import type { Plugin } from '@ecohub/core';
import {
  type Agent,
  createTestHub,
  type FakeClock,
  type TestDialect,
  type TestHub,
} from '@ecohub/core/testing';
import crmPlugin from '@ecohub/plugin-crm';
import contentPlugin from '../index.ts';

/** A started hub (jobs on) with the CRM and content, and whatever else a test needs. */
export async function contentHub(
  dialect: TestDialect,
  opts: { plugins?: Plugin[]; content?: Record<string, unknown>; clock?: FakeClock; outbound?: boolean } = {},
): Promise<TestHub> {
  return createTestHub({
    dialect,
    plugins: [...(opts.plugins ?? []), crmPlugin, contentPlugin],
    startJobs: true,
    clock: opts.clock,
    config: opts.outbound ? { OUTBOUND_ALLOW: '127.0.0.1/32' } : {},
    pluginConfig: { content: opts.content ?? {} },
  });
}

/** POST /api/generate-content, then the finished job as GET /api/jobs/:id shows it. */
export async function generate(t: TestHub, agent: Agent, body: Record<string, unknown>) {
  const res = await agent.post('/api/generate-content', body);
  if (res.status !== 202) throw new Error(`generation refused: ${res.status} ${await res.text()}`);
  const { jobId } = (await res.json()) as { jobId: string };
  await t.hub.ctx.jobs.wait(jobId);
  return (await (await agent.get(`/api/jobs/${jobId}`)).json()) as {
    state: string;
    error?: string;
    progress: { done: number; total: number } | null;
    result: { item: any } | null;
  };
}
