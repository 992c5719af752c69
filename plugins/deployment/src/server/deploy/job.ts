import type { JobRun } from '@ecohub/core';
import type { DeployJobPayload, DeployResult } from '../../shared/deploy.ts';
import type { Deployer } from './service.ts';

/** The bulk deploy: one app after the other, progress after each (the web bar follows it). */
export async function deployAll(run: JobRun<DeployJobPayload>, deployer: Deployer): Promise<DeployResult> {
  const orgId = run.orgId;
  if (!orgId) throw new Error('A deploy belongs to an organisation');
  const apps = (await deployer.apps(orgId)).filter((a) => !run.payload.appId || a.id === run.payload.appId);
  const result: DeployResult = { successful: 0, total_apps: apps.length, results: [] };
  await run.progress({ done: 0, total: apps.length, successful: 0 });
  for (const a of apps) {
    if (run.signal.aborted) break;
    const r = await deployer.deployApp(orgId, a.id);
    result.results.push(r);
    if (r.success) result.successful++;
    await run.progress({ done: result.results.length, total: apps.length, successful: result.successful });
  }
  return result;
}
