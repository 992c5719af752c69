import { type HubApp, orgOf, requirePermission, validate } from '@ecohub/core';
import { idParamSchema } from '../../shared/campaign.ts';
import { workflowInputSchema, workflowStatusSchema } from '../../shared/workflow.ts';
import type { WorkflowService } from './service.ts';

const ID = ':id{[0-9a-f-]{36}}';
const READ = requirePermission('marketing:read', { allowDemo: true });
const WRITE = requirePermission('marketing:write');

/** Spec 001 §7 `GET /api/workflows` (the list), and the automation tab's other calls. */
export function workflowRoutes(app: HubApp, workflows: WorkflowService): void {
  app.get('/api/workflows', READ, async (c) => c.json(await workflows.list(orgOf(c))));
  app.get('/api/workflows/runs', READ, async (c) => c.json({ runs: await workflows.runs(orgOf(c)) }));
  app.get('/api/workflows/summary', READ, async (c) => c.json(await workflows.summary(orgOf(c))));
  app.post('/api/workflows', WRITE, validate('json', workflowInputSchema), async (c) =>
    c.json(await workflows.create(orgOf(c), c.req.valid('json')), 201),
  );
  app.patch(
    `/api/workflows/${ID}`,
    WRITE,
    validate('param', idParamSchema),
    validate('json', workflowStatusSchema),
    async (c) =>
      c.json(await workflows.setStatus(orgOf(c), c.req.valid('param').id, c.req.valid('json').status)),
  );
  app.delete(`/api/workflows/${ID}`, WRITE, validate('param', idParamSchema), async (c) => {
    await workflows.remove(orgOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
}
