// The ref comes from core's dependency-free entry: shared/ is also bundled into the web app.
import { serviceRef } from '@ecohub/core/services';
import type { ContentItem } from './content.ts';

/** What the content plugin offers others (`hub.use(contentService)`). */
export interface ContentService {
  list(orgId: string): Promise<ContentItem[]>;
  /** Publishes the next scheduled item (Quick Publish); null when none is scheduled. */
  publishNext(orgId: string, actorId?: string | null): Promise<ContentItem | null>;
}

export const contentService = serviceRef<ContentService>('content');
