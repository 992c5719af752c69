import type { JobRun } from '@ecohub/core';
import { crmService } from '@ecohub/plugin-crm/shared';
import { contentActivityMessages } from '../../shared/activity-messages.ts';
import {
  type ContentItem,
  type GenerateInput,
  type GenerateResult,
  generateSchema,
} from '../../shared/content.ts';
import type { ContentHub } from '../hub.ts';
import type { ItemStore } from '../items/service.ts';
import { itemKeywords } from '../keywords/top.ts';
import { generateWithLlm } from '../llm/client.ts';
import type { Publisher } from '../publish/publisher.ts';
import { scoreContent } from '../seo/checks.ts';
import { slugify } from '../seo/text.ts';
import { buildContext } from './context.ts';
import { generateLocal } from './local.ts';
import { optimise } from './optimise.ts';

export interface GeneratePayload extends GenerateInput {
  actorId: string | null;
}

export interface GenerateDeps {
  items: ItemStore;
  publisher: Publisher;
}

const STEPS = 4;

/**
 * One item: context from the organisation's data → draft (the configured LLM, else or on its
 * failure the built-in generator) → SEO score in the item's language → stored as scheduled (or
 * published at once with auto-publish) with a `content_generated` activity.
 */
export async function generateItem(
  hub: ContentHub,
  deps: GenerateDeps,
  orgId: string,
  input: GenerateInput,
  opts: {
    actorId: string | null;
    id?: string;
    progress?(done: number, llm?: boolean): Promise<void>;
    llm?: boolean;
  },
): Promise<ContentItem> {
  const step = opts.progress ?? (async () => {});
  await step(0);
  const ctx = await buildContext(hub, orgId, input);
  await step(1);

  let generator: 'local' | 'llm' = 'local';
  let draft = generateLocal(ctx);
  if (!input.seoOptimize) draft = { ...draft, slug: slugify(draft.title).split('-').slice(0, 8).join('-') };
  if (hub.settings.CONTENT_LLM_BASE_URL && opts.llm !== false) {
    const llm = await generateWithLlm(hub, ctx);
    if (llm.ok) {
      generator = 'llm';
      draft = input.seoOptimize ? optimise(llm.draft, ctx.keyphrase) : llm.draft;
    } else
      hub.log.warn(
        { failure: llm.failure, detail: llm.detail },
        'LLM generation failed; the built-in generator wrote the item',
      );
  }
  await step(2, generator === 'llm');

  const seo = scoreContent({
    ...draft,
    keyphrase: ctx.keyphrase,
    type: input.type,
    language: input.language,
  });
  const stored = await deps.items.insert(
    orgId,
    {
      title: draft.title,
      type: input.type,
      status: input.autoPublish ? 'draft' : 'scheduled',
      language: input.language,
      websiteId: input.websiteId ?? null,
      topic: input.topic,
      keyphrase: ctx.keyphrase,
      slug: draft.slug,
      metaDescription: draft.metaDescription,
      body: draft.body,
      seoScore: seo.score,
      seo,
      keywords: itemKeywords(draft, input.language),
      generator,
      scheduledFor: input.autoPublish ? null : await deps.items.nextSlot(orgId),
    },
    opts.actorId,
    opts.id,
  );
  await step(3, generator === 'llm');
  await hub.use(crmService).activities.record(orgId, {
    type: 'content_generated',
    params: { kind: input.type, title: stored.title, score: seo.score },
    messages: contentActivityMessages,
    actorId: opts.actorId,
  });
  await hub.events.emit('content.generated', { orgId, item: stored });
  if (!input.autoPublish) return stored;
  return (await deps.publisher.publish(orgId, stored.id, opts.actorId)) ?? stored;
}

/** content.generate: the job behind POST /api/generate-content, its progress in 4 steps. */
export async function generateJob(hub: ContentHub, run: JobRun, deps: GenerateDeps): Promise<GenerateResult> {
  if (!run.orgId) throw new Error('Content belongs to an organisation');
  const payload = run.payload as GeneratePayload;
  // A retried run (the process died after the insert) finishes with the item it already wrote.
  const written = await deps.items.get(run.orgId, run.id);
  if (written) return { item: written };
  const item = await generateItem(hub, deps, run.orgId, generateSchema.parse(payload), {
    actorId: payload.actorId ?? null,
    id: run.id,
    progress: (done, llm) => run.progress({ done, total: STEPS, ...(llm ? { llm: 1 } : {}) }),
  });
  await run.progress({ done: STEPS, total: STEPS });
  return { item };
}
