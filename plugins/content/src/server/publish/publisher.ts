import { crmService } from '@ecohub/plugin-crm/shared';
import { deploymentService } from '@ecohub/plugin-deployment/shared';
import { ecosystemService } from '@ecohub/plugin-ecosystem/shared';
import { contentActivityMessages } from '../../shared/activity-messages.ts';
import { CONTENT_PUBLISHED_EVENT } from '../../shared/constants.ts';
import type { ContentDelivery, ContentItem } from '../../shared/content.ts';
import type { ContentHub } from '../hub.ts';
import type { ItemStore } from '../items/service.ts';
import { websiteApps, websiteOf } from '../websites/websites.ts';

/** What a website's app receives as `data` of `content.published`. */
export function publishedPayload(item: ContentItem) {
  return {
    id: item.id,
    title: item.title,
    slug: item.slug,
    type: item.type,
    language: item.language,
    metaDescription: item.metaDescription,
    body: item.body,
    keyphrase: item.keyphrase,
    website: websiteOf(item.websiteId)?.name ?? null,
    publishedAt: item.publishedAt,
  };
}

/**
 * Publishing: the item becomes published, an activity is recorded, and each registered app of its
 * website is sent a signed `content.published` (deployment's signed call, through the outbound
 * client) when the ecosystem and deployment plugins are enabled.
 */
export function publisher(hub: ContentHub, items: ItemStore) {
  async function notifyApps(orgId: string, item: ContentItem): Promise<ContentDelivery[]> {
    const ecosystem = hub.tryUse(ecosystemService);
    const deployment = hub.tryUse(deploymentService);
    if (!ecosystem || !deployment) return [];
    const targets = websiteApps(await ecosystem.apps.list(orgId), item.websiteId);
    const data = publishedPayload(item);
    const out: ContentDelivery[] = [];
    for (const { app } of targets) {
      const r = await deployment.apps.notify(orgId, app.id, CONTENT_PUBLISHED_EVENT, data);
      out.push({ appId: app.id, app: app.name, ok: r.ok, status: r.status, error: r.error });
    }
    return out;
  }

  async function publish(
    orgId: string,
    id: string,
    actorId: string | null = null,
    opts: { notify?: boolean } = {},
  ): Promise<ContentItem | null> {
    if (!(await items.markPublished(orgId, id))) return null;
    const item = (await items.get(orgId, id)) as ContentItem;
    const site = websiteOf(item.websiteId)?.name;
    await hub.use(crmService).activities.record(orgId, {
      type: 'content_created',
      params: { kind: item.type, title: item.title, ...(site ? { site, variant: 'site' } : {}) },
      messages: contentActivityMessages,
      actorId,
    });
    const deliveries = opts.notify === false ? [] : await notifyApps(orgId, item);
    if (deliveries.length) await items.saveDeliveries(orgId, id, deliveries);
    const published = { ...item, deliveries };
    await hub.events.emit('content.published', { orgId, item: published });
    return published;
  }

  return {
    publish,
    /** Quick Publish: the soonest scheduled item (another publisher may take it first: then the next). */
    async publishNext(orgId: string, actorId: string | null = null): Promise<ContentItem | null> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const [next] = await items.scheduled(orgId, 1);
        if (!next) return null;
        const done = await publish(orgId, next.id, actorId);
        if (done) return done;
      }
      return null;
    },
  };
}

export type Publisher = ReturnType<typeof publisher>;
