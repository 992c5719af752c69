import { fromJson } from '@ecohub/core';
import type { ContentLanguage, ContentStatus, ContentType } from '../../shared/constants.ts';
import type { ContentDelivery, ContentItem } from '../../shared/content.ts';
import type { SeoReport } from '../../shared/seo.ts';
import type { ContentTables } from '../db.ts';

export type ContentRow = ContentTables['contentItems'];

export function itemOf(r: ContentRow): ContentItem {
  return {
    id: r.id,
    title: r.title,
    type: r.type as ContentType,
    status: r.status as ContentStatus,
    language: r.language as ContentLanguage,
    websiteId: r.websiteId === null ? null : Number(r.websiteId),
    topic: r.topic,
    keyphrase: r.keyphrase,
    slug: r.slug,
    metaDescription: r.metaDescription,
    body: r.body,
    seoScore: Number(r.seoScore),
    seo: fromJson<SeoReport>(r.seo, { score: 0, checks: [], formula: '', words: 0 }),
    generator: r.generator === 'llm' ? 'llm' : 'local',
    scheduledFor: r.scheduledFor,
    publishedAt: r.publishedAt,
    deliveries: fromJson<ContentDelivery[]>(r.delivery, []),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
