/** content's table as queries see it (camelCase). */
export interface ContentTables {
  contentItems: {
    id: string;
    orgId: string;
    title: string;
    type: string;
    status: string;
    language: string;
    websiteId: number | null;
    topic: string;
    keyphrase: string;
    slug: string;
    metaDescription: string;
    body: string;
    seoScore: number;
    /** JSON: SeoReport. */
    seo: string;
    /** JSON: the item's content words and their counts (its top 50), summed for the top keywords. */
    keywords: string;
    generator: string;
    scheduledFor: string | null;
    publishedAt: string | null;
    /** JSON: the app notification of the last publication, or null. */
    delivery: string | null;
    createdBy: string | null;
    createdAt: string;
    updatedAt: string;
  };
}
