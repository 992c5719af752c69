import { type HubApp, orgOf, requirePermission, validate } from '@ecohub/core';
import {
  campaignInputSchema,
  campaignPatchSchema,
  campaignStatusSchema,
  idParamSchema,
  sendSchema,
  testSendSchema,
} from '../../shared/campaign.ts';
import type { CampaignService } from './service.ts';

export const ID = ':id{[0-9a-f-]{36}}';
const READ = requirePermission('marketing:read', { allowDemo: true });
const WRITE = requirePermission('marketing:write');

/** /api/marketing/campaigns: compose, preview, test, send or schedule, pause/play. */
export function campaignRoutes(app: HubApp, campaigns: CampaignService): void {
  const base = '/api/marketing/campaigns';
  app.get(base, READ, async (c) => c.json({ campaigns: await campaigns.list(orgOf(c)) }));
  app.post(base, WRITE, validate('json', campaignInputSchema), async (c) =>
    c.json(await campaigns.create(orgOf(c), c.req.valid('json')), 201),
  );
  app.get(`${base}/${ID}`, READ, validate('param', idParamSchema), async (c) =>
    c.json(await campaigns.get(orgOf(c), c.req.valid('param').id)),
  );
  app.patch(
    `${base}/${ID}`,
    WRITE,
    validate('param', idParamSchema),
    validate('json', campaignPatchSchema),
    async (c) => c.json(await campaigns.update(orgOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );
  app.delete(`${base}/${ID}`, WRITE, validate('param', idParamSchema), async (c) => {
    await campaigns.remove(orgOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.get(`${base}/${ID}/preview`, READ, validate('param', idParamSchema), async (c) =>
    c.json(await campaigns.preview(orgOf(c), c.req.valid('param').id)),
  );
  app.post(
    `${base}/${ID}/test`,
    WRITE,
    validate('param', idParamSchema),
    validate('json', testSendSchema),
    async (c) =>
      c.json(await campaigns.testSend(orgOf(c), c.req.valid('param').id, c.req.valid('json').email)),
  );
  app.post(
    `${base}/${ID}/send`,
    WRITE,
    validate('param', idParamSchema),
    validate('json', sendSchema),
    async (c) => {
      const { jobId, campaign } = await campaigns.send(
        orgOf(c),
        c.req.valid('param').id,
        c.req.valid('json').scheduledAt,
      );
      return c.json({ jobId, campaign }, 202);
    },
  );
  app.post(
    `${base}/${ID}/status`,
    WRITE,
    validate('param', idParamSchema),
    validate('json', campaignStatusSchema),
    async (c) =>
      c.json(await campaigns.setStatus(orgOf(c), c.req.valid('param').id, c.req.valid('json').status)),
  );
}
