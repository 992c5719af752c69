import { type HubApp, orgOf, requirePermission, validate } from '@ecohub/core';
import { idParamSchema } from '../../shared/campaign.ts';
import { listImportSchema, listInputSchema, suppressionInputSchema } from '../../shared/lists.ts';
import type { ListService } from './service.ts';
import type { SuppressionList } from './suppression.ts';

const ID = ':id{[0-9a-f-]{36}}';
const READ = requirePermission('marketing:read', { allowDemo: true });
const WRITE = requirePermission('marketing:write');

/** /api/marketing/lists and /api/marketing/suppressions. */
export function listRoutes(app: HubApp, lists: ListService, suppression: SuppressionList): void {
  const base = '/api/marketing/lists';
  app.get(base, READ, async (c) => c.json({ lists: await lists.list(orgOf(c)) }));
  app.post(base, WRITE, validate('json', listInputSchema), async (c) =>
    c.json(await lists.create(orgOf(c), c.req.valid('json')), 201),
  );
  app.get(`${base}/${ID}/subscribers`, READ, validate('param', idParamSchema), async (c) =>
    c.json({ subscribers: await lists.subscribers(orgOf(c), c.req.valid('param').id) }),
  );
  app.post(`${base}/${ID}/refresh`, WRITE, validate('param', idParamSchema), async (c) =>
    c.json({ added: await lists.refresh(orgOf(c), c.req.valid('param').id) }),
  );
  app.post(
    `${base}/${ID}/import`,
    WRITE,
    validate('param', idParamSchema),
    validate('json', listImportSchema),
    async (c) => c.json(await lists.import(orgOf(c), c.req.valid('param').id, c.req.valid('json').csv)),
  );
  app.get(
    `${base}/${ID}/export`,
    requirePermission('marketing:write'),
    validate('param', idParamSchema),
    async (c) => {
      const csv = await lists.exportCsv(orgOf(c), c.req.valid('param').id);
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="subscribers.csv"',
      });
    },
  );

  app.get('/api/marketing/suppressions', READ, async (c) =>
    c.json({ suppressions: await suppression.list(orgOf(c)) }),
  );
  app.post('/api/marketing/suppressions', WRITE, validate('json', suppressionInputSchema), async (c) => {
    const { email, reason } = c.req.valid('json');
    await suppression.add(orgOf(c), email, reason);
    return c.json({ email, reason }, 201);
  });
}
