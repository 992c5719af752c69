import { createTestHub, type SignedIn, type TestDialect, type TestHub } from '@ecohub/core/testing';
import crm from '@ecohub/plugin-crm';
import type { SyncAccepted, SyncRecord, SyncResult } from '../../shared/sync.ts';
import iphoneSync from '../index.ts';

/** A hub with the CRM and iphone-sync, its job worker running. */
export const iphoneHub = (dialect: TestDialect, config: Record<string, unknown> = {}) =>
  createTestHub({
    dialect,
    plugins: [crm, iphoneSync],
    startJobs: true,
    pluginConfig: { 'iphone-sync': config },
  });

/** A new device token of this signed-in user. */
export async function deviceToken(
  user: SignedIn,
  name = 'My iPhone',
): Promise<{ id: string; token: string }> {
  const res = await user.agent.post('/api/iphone/tokens', { name });
  if (res.status !== 201) throw new Error(`token: ${res.status} ${await res.text()}`);
  return res.json();
}

/** POSTs a sync as a Shortcut does: no session, the token in the body. */
export const postSync = (t: TestHub, body: unknown) =>
  t.request('/api/iphone/sync', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Posts a sync, waits for its job, and answers the job's result (the record's counts). */
export async function syncAndWait(
  t: TestHub,
  body: unknown,
): Promise<{ record: SyncRecord; result: SyncResult }> {
  const res = await postSync(t, body);
  if (res.status !== 202) throw new Error(`sync: ${res.status} ${await res.text()}`);
  const { record, jobId } = (await res.json()) as SyncAccepted;
  const job = await t.hub.ctx.jobs.wait(jobId);
  if (job.status !== 'completed') throw new Error(`sync job ${job.status}: ${job.error}`);
  return { record, result: job.result as SyncResult };
}
