// The ref comes from core's dependency-free entry: shared/ is also bundled into the web app.
import { serviceRef } from '@ecohub/core/services';
import type { ContentDelivery, ContentItem } from './content.ts';

/** A published item without its body: what other plugins need to place links to it. */
export interface PublishedArticle {
  title: string;
  slug: string;
  publishedAt: string;
  deliveries: ContentDelivery[];
}

/** What the content plugin offers others (`hub.use(contentService)`). */
export interface ContentService {
  list(orgId: string): Promise<ContentItem[]>;
  /** The newest published items (title, slug, time, deliveries; no body), at most `limit` (100). */
  published(orgId: string, limit?: number): Promise<PublishedArticle[]>;
  /** Publishes the next scheduled item (Quick Publish); null when none is scheduled. */
  publishNext(orgId: string, actorId?: string | null): Promise<ContentItem | null>;
}

export const contentService = serviceRef<ContentService>('content');
