import { forOrg, type JobRun, OutboundError, toIso } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import type { Deployer } from '../deploy/service.ts';
import type { DeploymentHub } from '../hub.ts';

export interface IntegrateJobPayload {
  appId: string;
}

/** Whether anything answers at the app's URL (any HTTP status: the server is there). */
export async function reachable(
  hub: DeploymentHub,
  url: string,
): Promise<{ ok: boolean; status: number | null; error: string | null; latencyMs: number }> {
  const started = performance.now();
  try {
    const res = await hub.outbound.request(url, {
      method: 'GET',
      timeoutMs: hub.settings.DEPLOYMENT_TIMEOUT_MS,
      maxBytes: 256 * 1024,
      maxRedirects: 3,
    });
    const latencyMs = Math.round(performance.now() - started);
    return {
      ok: res.status < 500,
      status: res.status,
      error: res.status < 500 ? null : `HTTP ${res.status}`,
      latencyMs,
    };
  } catch (err) {
    const error = err instanceof OutboundError ? `${err.reason}: ${err.message}` : 'The request failed';
    return { ok: false, status: null, error, latencyMs: Math.round(performance.now() - started) };
  }
}

/**
 * Phase 3 integration of one app: reachability, config push (acknowledged), test event round trip.
 * The app's row follows it: integrating with its progress, then active, or error (counted).
 */
export async function integrateApp(
  hub: DeploymentHub,
  run: JobRun<IntegrateJobPayload>,
  deployer: Deployer,
): Promise<{ status: string; error: string | null }> {
  const orgId = run.orgId;
  if (!orgId) throw new Error('An integration belongs to an organisation');
  const { appId } = run.payload;
  const scoped = forOrg(hub.db, orgId);
  const set = (v: { status: 'integrating' | 'active' | 'error'; progress: number; error?: string }) =>
    scoped
      .updateTable('deploymentIntegrations')
      .set((eb) => ({
        status: v.status,
        progress: v.progress,
        updatedAt: toIso(hub.clock.now()),
        ...(v.status === 'error' ? { lastError: v.error ?? null, errorCount: eb('errorCount', '+', 1) } : {}),
        ...(v.status === 'active' ? { lastError: null } : {}),
      }))
      .where('appId', '=', appId)
      .execute();
  const step = async (progress: number) => {
    await set({ status: 'integrating', progress });
    await run.progress({ done: progress, total: 100 });
  };
  const fail = async (progress: number, error: string) => {
    await set({ status: 'error', progress, error });
    return { status: 'error', error };
  };

  await step(0);
  const app = await hub.use(ecosystemService).apps.resolve(appId);
  if (!app || app.orgId !== orgId) return fail(0, 'Application not found');
  const reach = await reachable(hub, app.url);
  if (!reach.ok) return fail(0, `Unreachable: ${reach.error}`);
  await step(33);
  const pushed = await deployer.deployApp(orgId, appId);
  if (!pushed.success) return fail(33, `Configuration not acknowledged: ${pushed.error}`);
  await step(66);
  const test = await deployer.testApp(orgId, appId, { test_message: 'Phase 3 integration check' });
  if (!test.success) return fail(66, `Test event refused: ${test.error}`);
  await set({ status: 'active', progress: 100 });
  await run.progress({ done: 100, total: 100 });
  return { status: 'active', error: null };
}
