import { HttpError, type HubApp, notFound, orgOf, requirePermission, validate } from '@ecohub/core';
import { aiSuggestionRequestSchema } from '../../shared/index.ts';
import type { CrmHub } from '../hub.ts';
import type { AiService } from './service.ts';

/**
 * Spec 002 §7: suggestions for the signed-in organisation, and the /ai-demo page's for the demo
 * organisation. The demo call is a POST that changes nothing, so it is open to anyone (like the
 * -demo pages' reads) without the demo marker, which refuses every POST.
 */
export function aiRoutes(app: HubApp, hub: CrmHub, ai: AiService) {
  app.post(
    '/api/ai/contextual-suggestions',
    requirePermission('contacts:read'),
    validate('json', aiSuggestionRequestSchema),
    async (c) => c.json(await ai.suggest(orgOf(c), c.req.valid('json'))),
  );

  app.post('/api/ai/contextual-suggestions-demo', validate('json', aiSuggestionRequestSchema), async (c) => {
    if (!hub.config.PUBLIC_DEMO) throw notFound('The public demo is off');
    const demo = await hub.db
      .selectFrom('organizations')
      .select('id')
      .where('isDemo', '=', 1)
      // Never the platform organisation (an older instance's demo may be both), as core's demo access.
      .where('isPlatform', '=', 0)
      .limit(1)
      .executeTakeFirst();
    if (!demo) throw new HttpError(404, 'No demo organisation: run `ecosystem-cli seed --demo`', 'no_demo');
    return c.json(await ai.suggest(demo.id, c.req.valid('json')));
  });
}
