import { type HubApp, notFound, orgOf, principalOf, requirePermission, validate } from '@ecohub/core';
import type { KeywordsResult } from '../../shared/content.ts';
import { generateSchema, itemIdSchema, listQuerySchema, rescheduleSchema } from '../../shared/content.ts';
import { GENERATE_JOB } from '../../shared/jobs.ts';
import type { ContentHub } from '../hub.ts';
import type { Publisher } from '../publish/publisher.ts';
import type { ItemStore } from './service.ts';

/** An item id (newId or the generating job's id: a UUID); static paths under /api/content/ stay reachable. */
const ID = ':id{[0-9a-f-]{36}}';

export function contentRoutes(
  app: HubApp,
  hub: ContentHub,
  deps: { items: ItemStore; publisher: Publisher; keywords(orgId: string): Promise<KeywordsResult> },
): void {
  const read = requirePermission('content:read', { allowDemo: true });
  const write = requirePermission('content:write');

  // Spec 001 §7: topic, type, websiteId (1–3, omitted for all platforms), plus the form's switches.
  app.post('/api/generate-content', write, validate('json', generateSchema), async (c) => {
    const orgId = orgOf(c);
    const actorId = principalOf(c).user?.id ?? null;
    const jobId = await hub.jobs.enqueue(
      GENERATE_JOB,
      { ...c.req.valid('json'), actorId },
      { orgId, maxAttempts: 2 },
    );
    return c.json({ jobId }, 202);
  });

  app.get('/api/content', read, validate('query', listQuerySchema), async (c) =>
    c.json({ items: await deps.items.list(orgOf(c), c.req.valid('query')) }),
  );

  app.get('/api/content/calendar', read, async (c) =>
    c.json({ items: await deps.items.scheduled(orgOf(c)) }),
  );

  app.get('/api/content/keywords', read, async (c) => c.json(await deps.keywords(orgOf(c))));

  // Quick Publish (the dashboard header): the next scheduled item.
  app.post('/api/content/quick-publish', write, async (c) =>
    c.json({ item: await deps.publisher.publishNext(orgOf(c), principalOf(c).user?.id ?? null) }),
  );

  app.get(`/api/content/${ID}`, read, validate('param', itemIdSchema), async (c) => {
    const item = await deps.items.get(orgOf(c), c.req.valid('param').id);
    if (!item) throw notFound('Content not found');
    return c.json(item);
  });

  app.patch(
    `/api/content/${ID}/schedule`,
    write,
    validate('param', itemIdSchema),
    validate('json', rescheduleSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const item = await deps.items.reschedule(orgOf(c), id, new Date(c.req.valid('json').scheduledFor));
      if (!item) throw notFound('No unpublished content with this id');
      return c.json(item);
    },
  );

  app.post(`/api/content/${ID}/publish`, write, validate('param', itemIdSchema), async (c) => {
    const { id } = c.req.valid('param');
    const item = await deps.publisher.publish(orgOf(c), id, principalOf(c).user?.id ?? null);
    if (!item) throw notFound('No unpublished content with this id');
    return c.json(item);
  });
}
