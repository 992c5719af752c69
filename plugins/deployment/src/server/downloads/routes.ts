import { type HubApp, notFound, orgOf, principalOf, requirePermission, validate } from '@ecohub/core';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { strToU8, zipSync } from 'fflate';
import { z } from 'zod';
import { appIdParamSchema } from '../../shared/configs.ts';
import type { ConfigStore } from '../configs/service.ts';
import type { DeploymentHub } from '../hub.ts';
import { type AppFacts, configFile, deploymentScript, sdkSnippet } from './files.ts';

/** `?include_secret=true`: honoured for an admin or owner only (never for the demo). */
const secretQuery = z.object({ include_secret: z.enum(['true', 'false']).optional() });

const attachment = (name: string) => ({ 'content-disposition': `attachment; filename="${name}"` });

/** The four downloads of the Webhook Deployment Center (spec 002 §7): no secret unless asked by an admin. */
export function downloadRoutes(app: HubApp, hub: DeploymentHub, configs: ConfigStore): void {
  const read = requirePermission('deployment:read', { allowDemo: true });
  const withSecret = (p: { demo: boolean; role: string }, asked: string | undefined) =>
    asked === 'true' && !p.demo && (p.role === 'admin' || p.role === 'owner');

  async function facts(orgId: string, appId: string, secret: boolean): Promise<AppFacts> {
    const resolved = await hub.use(ecosystemService).apps.resolve(appId);
    if (!resolved || resolved.orgId !== orgId) throw notFound('Application not found');
    const config = (await configs.list(orgId)).find((x) => x.app_id === appId);
    if (!config) throw notFound('Application not found');
    return {
      hubUrl: hub.config.publicUrl,
      appId,
      name: resolved.name,
      slug: resolved.slug,
      appUrl: resolved.url,
      publishableKey: resolved.publishableKey,
      secret: secret ? (resolved.signingSecrets[0] ?? null) : null,
      config,
    };
  }

  const oneApp = (path: string, render: (f: AppFacts) => { body: string; type: string; name: string }) =>
    app.get(path, read, validate('param', appIdParamSchema), validate('query', secretQuery), async (c) => {
      const secret = withSecret(principalOf(c), c.req.valid('query').include_secret);
      const out = render(await facts(orgOf(c), c.req.valid('param').appId, secret));
      return c.body(out.body, 200, { 'content-type': out.type, ...attachment(out.name) });
    });

  oneApp('/api/webhook-config/:appId/download', (f) => ({
    body: configFile(f),
    type: 'application/json',
    name: `${f.slug}-webhooks.json`,
  }));
  oneApp('/api/webhook-snippet/:appId/download', (f) => ({
    body: sdkSnippet(f),
    type: 'text/plain; charset=utf-8',
    name: `${f.slug}-ecohub.ts`,
  }));
  oneApp('/api/deployment-script/:appId', (f) => ({
    body: deploymentScript(f),
    type: 'text/x-shellscript; charset=utf-8',
    name: `deploy-${f.slug}.sh`,
  }));

  app.get('/api/deployment-package/download', read, validate('query', secretQuery), async (c) => {
    const orgId = orgOf(c);
    const secret = withSecret(principalOf(c), c.req.valid('query').include_secret);
    const files: Record<string, Uint8Array> = {};
    for (const a of await hub.use(ecosystemService).apps.list(orgId)) {
      const f = await facts(orgId, a.id, secret);
      files[`${f.slug}/webhooks.json`] = strToU8(configFile(f));
      files[`${f.slug}/ecohub.ts`] = strToU8(sdkSnippet(f));
      files[`${f.slug}/deploy.sh`] = strToU8(deploymentScript(f));
    }
    const zip = zipSync(files);
    return c.body(zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength) as ArrayBuffer, 200, {
      'content-type': 'application/zip',
      ...attachment('ecosystem-deployment-package.zip'),
    });
  });
}
