import { z } from 'zod';
import {
  CONTENT_LANGUAGES,
  CONTENT_STATUSES,
  CONTENT_TYPES,
  type ContentLanguage,
  type ContentStatus,
  type ContentType,
  TOPIC_REQUIRED_MESSAGE,
} from './constants.ts';
import type { SeoReport } from './seo.ts';

/** POST /api/generate-content (spec 001 §7, plus the form's switches and the language). */
export const generateSchema = z.object({
  topic: z.string({ error: TOPIC_REQUIRED_MESSAGE }).trim().min(1, TOPIC_REQUIRED_MESSAGE).max(200),
  type: z.enum(CONTENT_TYPES).default('blog'),
  websiteId: z
    .union([z.literal(1), z.literal(2), z.literal(3)])
    .nullable()
    .optional(),
  language: z.enum(CONTENT_LANGUAGES).default('en'),
  autoPublish: z.boolean().default(false),
  seoOptimize: z.boolean().default(true),
  /** The focus keyphrase; the topic's own keywords when left out. */
  keyphrase: z.string().trim().min(1).max(100).optional(),
});
export type GenerateInput = z.output<typeof generateSchema>;

export const listQuerySchema = z
  .object({
    status: z.enum(CONTENT_STATUSES).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .strict();

export const rescheduleSchema = z.object({ scheduledFor: z.iso.datetime({ offset: true }) });
export const itemIdSchema = z.object({ id: z.string().min(1).max(64) });

/** A generated piece before it is stored: what the local generator and the LLM adapter both return. */
export const draftSchema = z.object({
  title: z.string().trim().min(3).max(160),
  metaDescription: z.string().trim().min(20).max(320),
  slug: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  headings: z.array(z.string().trim().min(1).max(160)).max(20),
  body: z.string().trim().min(40).max(40_000),
});
export type Draft = z.infer<typeof draftSchema>;

/** Spec 001 §3 content item (id, title, type, status) and what the calendar and SEO cards need. */
export interface ContentItem {
  id: string;
  title: string;
  type: ContentType;
  status: ContentStatus;
  language: ContentLanguage;
  websiteId: number | null;
  topic: string;
  keyphrase: string;
  slug: string;
  metaDescription: string;
  body: string;
  seoScore: number;
  seo: SeoReport;
  /** 'local' (the built-in generator) or 'llm' (the configured endpoint). */
  generator: 'local' | 'llm';
  scheduledFor: string | null;
  publishedAt: string | null;
  /** The registered apps of the item's website(s) sent `content.published` at publication, and how it went. */
  deliveries: ContentDelivery[];
  createdAt: string;
  updatedAt: string;
}

export interface ContentDelivery {
  appId: string;
  app: string;
  ok: boolean;
  status: number | null;
  error: string | null;
}

/** The generation job's result (GET /api/jobs/:id). */
export interface GenerateResult {
  item: ContentItem;
}

export interface QuickPublishResult {
  /** The published item, or null when nothing was scheduled. */
  item: ContentItem | null;
}

export interface KeywordsResult {
  keywords: Array<{ keyword: string; count: number; source: 'content' | 'search' }>;
}
