import type { ContentItem } from './content.ts';

declare module '@ecohub/core' {
  interface HubEvents {
    'content.generated': { orgId: string; item: ContentItem };
    'content.published': { orgId: string; item: ContentItem };
  }
}
