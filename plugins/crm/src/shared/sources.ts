import { z } from 'zod';

export const SOURCE_AUDIENCES = ['B2C', 'B2B', 'Mixed'] as const;
export const SOURCE_PLATFORMS = ['replit', 'canva', 'website'] as const;
export const SOURCE_CATEGORIES = ['leads', 'business', 'presentation', 'data', 'certification'] as const;
/** Contacts shown per source in User Integration (spec 001 §9). */
export const CONTACTS_PER_SOURCE = 3;
/** Top sources in the ecosystem report (spec 001 §9). */
export const TOP_SOURCES = 5;

/** spec 001 §3 "App source". */
export interface AppSource {
  id: string;
  name: string;
  type: (typeof SOURCE_AUDIENCES)[number];
  description: string;
  url: string;
}

/** spec 001 §3 "Data collection endpoint". */
export interface CollectionEndpoint {
  id: string;
  name: string;
  type: (typeof SOURCE_PLATFORMS)[number];
  category: (typeof SOURCE_CATEGORIES)[number];
  description: string;
  url: string;
  /** Where the hub pulls the app's users from (see the README's collection contract). */
  collectUrl: string | null;
}

export const sourceInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(100),
    type: z.enum(SOURCE_AUDIENCES).default('Mixed'),
    platform: z.enum(SOURCE_PLATFORMS).default('website'),
    category: z.enum(SOURCE_CATEGORIES).default('leads'),
    description: z.string().trim().max(500).default(''),
    url: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).default(''),
    collectUrl: z
      .url({ protocol: /^https?$/ })
      .nullable()
      .default(null),
  })
  .strict();
export type SourceInput = z.input<typeof sourceInputSchema>;

export interface SourceContacts {
  total: number;
  contacts: Array<{ id: string; firstName: string; lastName: string; email: string; status: string }>;
}

export interface EcosystemReport {
  totalContacts: number;
  contactsBySource: Record<string, number>;
  totalValue: number;
  topSources: Array<{ source: string; count: number; value: number }>;
}

export const collectSingleSchema = z.object({ appName: z.string().trim().min(1).max(100) }).strict();

export interface CollectionProgress {
  runId: string;
  /** The collection job: `useJob(jobId)` follows it (GET /api/jobs/:id). */
  jobId: string | null;
  kind: string;
  status: 'running' | 'completed' | 'failed';
  totalApps: number;
  doneApps: number;
  totalContacts: number;
  created: number;
  updated: number;
  errors: Array<{ app: string; message: string }>;
}

/**
 * The JSON a sibling app answers at its collect URL (GET, optional `?cursor=`):
 * `{ users: CollectedUser[], nextCursor?: string | null }`.
 */
export const collectedUserSchema = z.object({
  email: z.string().trim().max(254),
  firstName: z.string().trim().max(100).optional().default(''),
  lastName: z.string().trim().max(100).optional().default(''),
  phone: z.string().trim().max(50).optional().default(''),
  company: z.string().trim().max(200).optional().default(''),
});
export const collectPageSchema = z.object({
  users: z.array(z.unknown()).max(1000),
  nextCursor: z.string().max(500).nullable().optional(),
});
export type CollectedUser = z.input<typeof collectedUserSchema>;
