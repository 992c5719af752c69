import type { DemoSeedContext } from '@ecohub/core';
import { generateSchema } from '../../shared/content.ts';
import { type GenerateDeps, generateItem } from '../generate/job.ts';
import type { ContentHub } from '../hub.ts';

/** Spec 001 §2.3's calendar (3 scheduled items) and drafts and published pieces around it. */
const DEMO = [
  { topic: 'Keynote speaking tips', type: 'blog', websiteId: 1, status: 'published' },
  { topic: 'Tenant rights explained', type: 'landing', websiteId: 2, status: 'published' },
  { topic: 'AI home valuations', type: 'blog', websiteId: 3, status: 'scheduled' },
  { topic: 'Podcast booking', type: 'social', websiteId: 1, status: 'scheduled' },
  { topic: 'Droits des locataires', type: 'email', websiteId: 2, language: 'fr', status: 'scheduled' },
  { topic: 'Immobilienbewertung mit KI', type: 'product', websiteId: 3, language: 'de', status: 'draft' },
] as const;

/**
 * `ecosystem-cli seed --demo`: the items are written by the built-in generator (never a configured
 * LLM), through the same path as the job, then given their demo status. Publishing them notifies
 * no app: the demo's sibling apps are not running while the seed runs.
 */
export async function seedDemoContent(
  hub: ContentHub,
  { orgId, ownerId }: DemoSeedContext,
  deps: GenerateDeps,
) {
  for (const { status, ...d } of DEMO) {
    const item = await generateItem(hub, deps, orgId, generateSchema.parse(d), {
      actorId: ownerId,
      llm: false,
    });
    if (status === 'published') await deps.publisher.publish(orgId, item.id, ownerId, { notify: false });
    if (status === 'draft') await deps.items.unschedule(orgId, item.id);
  }
}
