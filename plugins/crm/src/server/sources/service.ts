import { conflict, coreServices, forOrg, newId, notFound, num, toIso } from '@ecohub/core';
import {
  type AppSource,
  type CollectionEndpoint,
  crmActivityMessages,
  type SourceContacts,
  type SourceInput,
  sourceInputSchema,
} from '../../shared/index.ts';
import type { ActivityService } from '../activities/service.ts';
import { fold } from '../contacts/row.ts';
import type { ContactService } from '../contacts/service.ts';
import { isUniqueViolation } from '../contacts/unique.ts';
import { planPeople } from '../contacts/upsert.ts';
import type { CrmDb, CrmHub } from '../hub.ts';
import { standardizeSources, tagSources } from './tagging.ts';

/** Where the organisation's own users come from when they become contacts. */
export const HUB_USERS_SOURCE = 'Ecosystem Hub';

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
export function sourceService(
  hub: CrmHub,
  { contacts, activities }: { contacts: ContactService; activities: ActivityService },
) {
  const service = {
    async list(orgId: string, db: CrmDb = hub.db): Promise<SourceRow[]> {
      return (await forOrg(db, orgId)
        .selectFrom('crmSources')
        .select(['id', 'name', 'audience', 'platform', 'category', 'description', 'url', 'collectUrl'])
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

    async create(orgId: string, input: SourceInput, db: CrmDb = hub.db): Promise<SourceRow> {
      const s = sourceInputSchema.parse(input);
      const row = {
        id: newId(),
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
        await forOrg(db, orgId).insertInto('crmSources', row).execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(`A source named '${s.name}' already exists`);
        throw err;
      }
      return { ...row, collectUrl: row.collectUrl };
    },

    async remove(orgId: string, id: string): Promise<void> {
      const r = await forOrg(hub.db, orgId).deleteFrom('crmSources').where('id', '=', id).executeTakeFirst();
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

    /** Users of the organisation become contacts once; existing emails are skipped. */
    async integrateUsers(orgId: string, actorId: string | null) {
      const members = await hub.use(coreServices).orgs.members(orgId);
      const contactCount = await contacts.count(orgId);
      const plan = await planPeople(hub, orgId, members, {
        source: HUB_USERS_SOURCE,
        mode: 'skip',
        contactCount,
      });
      return hub.db.transaction().execute(async (trx) => {
        await plan.write(trx);
        const r = plan.result;
        if (r.created > 0)
          await activities.record(
            orgId,
            {
              type: 'users_integrated',
              params: { count: r.created },
              messages: crmActivityMessages,
              actorId,
            },
            trx,
          );
        return r;
      });
    },

    /** Per source: how many contacts, and the newest `limit` of them (counts, not every contact). */
    async contactsBySource(orgId: string, limit: number): Promise<Record<string, SourceContacts>> {
      const org = forOrg(hub.db, orgId);
      const counts = await org
        .selectFrom('crmContacts')
        .select((eb) => ['source', eb.fn.countAll().as('n')])
        .groupBy('source')
        .execute();
      const out: Record<string, SourceContacts> = {};
      for (const s of await service.list(orgId)) out[s.name] = { total: 0, contacts: [] };
      for (const row of counts) {
        const list = await org
          .selectFrom('crmContacts')
          .select(['id', 'firstName', 'lastName', 'email', 'status'])
          .where('source', '=', row.source)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute();
        out[row.source] = { total: num(row.n), contacts: list as SourceContacts['contacts'] };
      }
      return out;
    },

    standardize: (orgId: string) => standardizeSources(hub, service, orgId),
    tag: (orgId: string) => tagSources(hub, service, orgId),
  };
  return service;
}

export type SourceService = ReturnType<typeof sourceService>;
