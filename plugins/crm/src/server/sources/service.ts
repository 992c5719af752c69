import { conflict, type HubContext, newId, notFound, num, toIso } from '@ecohub/core';
import type { Kysely } from 'kysely';
import {
  type AppSource,
  type CollectionEndpoint,
  type SourceInput,
  sourceInputSchema,
} from '../../shared/index.ts';
import { fold } from '../contacts/row.ts';
import { isUniqueViolation } from '../contacts/unique.ts';

export interface SourceRow {
  id: string;
  name: string;
  audience: AppSource['type'];
  platform: CollectionEndpoint['type'];
  category: CollectionEndpoint['category'];
  description: string;
  url: string;
  collectUrl: string | null;
}

export const toAppSource = (s: SourceRow): AppSource => ({
  id: s.id,
  name: s.name,
  type: s.audience,
  description: s.description,
  url: s.url,
});

export const toEndpoint = (s: SourceRow): CollectionEndpoint => ({
  id: s.id,
  name: s.name,
  type: s.platform,
  category: s.category,
  description: s.description,
  url: s.url,
  collectUrl: s.collectUrl,
});

/** "Speaker Stage", "speaker-stage", "https://www.speakerstage.example/x" all give one key. */
export function sourceKey(raw: string): string {
  let s = raw.trim();
  const url = /^https?:\/\//i.test(s) ? s : /^[\w-]+(\.[\w-]+)+(\/.*)?$/.test(s) ? `https://${s}` : null;
  if (url) {
    try {
      s = new URL(url).hostname.replace(/^www\./, '');
    } catch {
      // not a URL after all: keep the text
    }
  }
  return fold(s)
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The organisation's sources: its websites and sibling apps (app sources and collection endpoints). */
export function sourceService(hub: HubContext) {
  return {
    async list(orgId: string, db: Kysely<any> = hub.db): Promise<SourceRow[]> {
      return (await db
        .selectFrom('crm_sources')
        .select(['id', 'name', 'audience', 'platform', 'category', 'description', 'url', 'collectUrl'])
        .where('orgId', '=', orgId)
        .orderBy('createdAt')
        .orderBy('name')
        .execute()) as SourceRow[];
    },

    async byName(orgId: string, name: string): Promise<SourceRow> {
      const all = await this.list(orgId);
      const s = all.find((x) => sourceKey(x.name) === sourceKey(name));
      if (!s) throw notFound(`No app named '${name}'`);
      return s;
    },

    async create(orgId: string, input: SourceInput, db: Kysely<any> = hub.db): Promise<SourceRow> {
      const s = sourceInputSchema.parse(input);
      const row = {
        id: newId(),
        orgId,
        name: s.name,
        nameKey: sourceKey(s.name),
        audience: s.type,
        platform: s.platform,
        category: s.category,
        description: s.description,
        url: s.url,
        collectUrl: s.collectUrl,
        createdAt: toIso(hub.clock.now()),
      };
      try {
        await db.insertInto('crm_sources').values(row).execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(`A source named '${s.name}' already exists`);
        throw err;
      }
      return { ...row, collectUrl: row.collectUrl };
    },

    async remove(orgId: string, id: string): Promise<void> {
      const r = await hub.db
        .deleteFrom('crm_sources')
        .where('orgId', '=', orgId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (num(r.numDeletedRows) === 0) throw notFound('Source not found');
    },

    /** Maps each distinct raw source value onto a configured source's canonical name. */
    async canonicalNames(orgId: string): Promise<(raw: string) => string | null> {
      const all = await this.list(orgId);
      const keys = new Map<string, string>();
      for (const s of all) {
        keys.set(sourceKey(s.name), s.name);
        if (s.url) keys.set(sourceKey(s.url), s.name);
      }
      return (raw) => keys.get(sourceKey(raw)) ?? null;
    },
  };
}

export type SourceService = ReturnType<typeof sourceService>;
