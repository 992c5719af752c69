import { forOrg, fromJson, newId, toIso, toJson } from '@ecohub/core';
import { type ContentStatus, SCHEDULE_GAP_DAYS } from '../../shared/constants.ts';
import type { ContentDelivery, ContentItem } from '../../shared/content.ts';
import type { PublishedArticle } from '../../shared/services.ts';
import type { ContentHub } from '../hub.ts';
import { itemOf } from './row.ts';

const DAY_MS = 86_400_000;

export type NewItem = Omit<ContentItem, 'id' | 'createdAt' | 'updatedAt' | 'deliveries' | 'publishedAt'> & {
  /** The item's content words with their counts (computed once, when it is written). */
  keywords: Record<string, number>;
};

/** The organisation's content items; every query through `forOrg`. */
export function itemStore(hub: ContentHub) {
  const scope = (orgId: string) => forOrg(hub.db, orgId);
  const now = () => toIso(hub.clock.now());

  return {
    async list(orgId: string, q: { status?: ContentStatus; limit?: number } = {}): Promise<ContentItem[]> {
      let query = scope(orgId).selectFrom('contentItems').selectAll();
      if (q.status) query = query.where('status', '=', q.status);
      const rows = await query
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(q.limit ?? 100)
        .execute();
      return rows.map(itemOf);
    },

    /** Published items, newest first, without bodies (a few columns, for other plugins). */
    async published(orgId: string, limit = 100): Promise<PublishedArticle[]> {
      const rows = await scope(orgId)
        .selectFrom('contentItems')
        .select(['title', 'slug', 'publishedAt', 'delivery'])
        .where('status', '=', 'published')
        .where('publishedAt', 'is not', null)
        .orderBy('publishedAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        title: r.title,
        slug: r.slug,
        publishedAt: r.publishedAt as string,
        deliveries: fromJson<ContentDelivery[]>(r.delivery, []),
      }));
    },

    /** Scheduled items, soonest first (the calendar). */
    async scheduled(orgId: string, limit = 500): Promise<ContentItem[]> {
      const rows = await scope(orgId)
        .selectFrom('contentItems')
        .selectAll()
        .where('status', '=', 'scheduled')
        .orderBy('scheduledFor')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(itemOf);
    },

    async get(orgId: string, id: string): Promise<ContentItem | null> {
      const r = await scope(orgId)
        .selectFrom('contentItems')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? itemOf(r) : null;
    },

    /** `id`: the generating job's id, so that a retried job finds its item instead of writing a second. */
    async insert(orgId: string, item: NewItem, createdBy: string | null, id = newId()): Promise<ContentItem> {
      const at = now();
      await scope(orgId)
        .insertInto('contentItems', {
          id,
          title: item.title,
          type: item.type,
          status: item.status,
          language: item.language,
          websiteId: item.websiteId,
          topic: item.topic,
          keyphrase: item.keyphrase,
          slug: item.slug,
          metaDescription: item.metaDescription,
          body: item.body,
          seoScore: item.seoScore,
          seo: toJson(item.seo),
          keywords: toJson(item.keywords),
          generator: item.generator,
          scheduledFor: item.scheduledFor,
          publishedAt: null,
          delivery: null,
          createdBy,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      return (await this.get(orgId, id)) as ContentItem;
    },

    /** When a new item is scheduled: two days after the last scheduled one, or two days from now. */
    async nextSlot(orgId: string): Promise<string> {
      const last = await scope(orgId)
        .selectFrom('contentItems')
        .select('scheduledFor')
        .where('status', '=', 'scheduled')
        .orderBy('scheduledFor', 'desc')
        .limit(1)
        .executeTakeFirst();
      const nowMs = hub.clock.now().getTime();
      const from = Math.max(nowMs, last?.scheduledFor ? Date.parse(last.scheduledFor) : 0);
      return toIso(new Date(from + SCHEDULE_GAP_DAYS * DAY_MS));
    },

    /** Moves a draft or scheduled item to a date (it becomes scheduled); null when there is none such. */
    async reschedule(orgId: string, id: string, at: Date): Promise<ContentItem | null> {
      const r = await scope(orgId)
        .updateTable('contentItems')
        .set({ status: 'scheduled', scheduledFor: toIso(at), updatedAt: now() })
        .where('id', '=', id)
        .where('status', '!=', 'published')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) ? this.get(orgId, id) : null;
    },

    /**
     * Scheduled items whose date has passed, in every organisation (the due-publishing job is a
     * cross-tenant schedule: it reads `hub.db` directly, on purpose), soonest first.
     */
    async due(limit = 100): Promise<Array<{ orgId: string; id: string }>> {
      return hub.db
        .selectFrom('contentItems')
        .select(['orgId', 'id'])
        .where('status', '=', 'scheduled')
        .where('scheduledFor', '<=', now())
        .orderBy('scheduledFor')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Back to draft: off the calendar. */
    async unschedule(orgId: string, id: string): Promise<void> {
      await scope(orgId)
        .updateTable('contentItems')
        .set({ status: 'draft', scheduledFor: null, updatedAt: now() })
        .where('id', '=', id)
        .where('status', '!=', 'published')
        .execute();
    },

    /**
     * Marks an unpublished item published. Conditional: of two publishers racing for one item only
     * one wins (false for the other).
     */
    async markPublished(orgId: string, id: string): Promise<boolean> {
      const at = now();
      const r = await scope(orgId)
        .updateTable('contentItems')
        .set({ status: 'published', publishedAt: at, updatedAt: at })
        .where('id', '=', id)
        .where('status', '!=', 'published')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async saveDeliveries(orgId: string, id: string, deliveries: ContentDelivery[]): Promise<void> {
      await scope(orgId)
        .updateTable('contentItems')
        .set({ delivery: toJson(deliveries) })
        .where('id', '=', id)
        .execute();
    },

    /** The stored keyword counts of the organisation's latest published items (top keywords). */
    async publishedKeywords(orgId: string, limit = 500) {
      return scope(orgId)
        .selectFrom('contentItems')
        .select(['keywords'])
        .where('status', '=', 'published')
        .orderBy('publishedAt', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type ItemStore = ReturnType<typeof itemStore>;
