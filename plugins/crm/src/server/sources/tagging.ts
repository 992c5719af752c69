import { type HubContext, num, toIso, toJson } from '@ecohub/core';
import { uniqueTags } from '../contacts/row.ts';
import { sourceService } from './service.ts';

/**
 * Renames every spelling of a configured source ("speakerstage.example", "speaker stage") to its
 * name. Works per distinct value, so 100,000 contacts cost one update per spelling.
 */
export async function standardizeSources(hub: HubContext, orgId: string): Promise<number> {
  const canonical = await sourceService(hub).canonicalNames(orgId);
  const values = await hub.db
    .selectFrom('crm_contacts')
    .select('source')
    .distinct()
    .where('orgId', '=', orgId)
    .execute();
  let changed = 0;
  await hub.db.transaction().execute(async (trx) => {
    for (const { source } of values) {
      const name = canonical(source) ?? source.trim();
      if (name === source) continue;
      const r = await trx
        .updateTable('crm_contacts')
        .set({ source: name, updatedAt: toIso(hub.clock.now()) })
        .where('orgId', '=', orgId)
        .where('source', '=', source)
        .executeTakeFirst();
      changed += num(r.numUpdatedRows);
    }
  });
  return changed;
}

/** Standardises sources, then tags each contact with its source name; answers how many changed. */
export async function tagSources(hub: HubContext, orgId: string): Promise<number> {
  const canonical = await sourceService(hub).canonicalNames(orgId);
  let updated = 0;
  await hub.db.transaction().execute(async (trx) => {
    let after = '';
    for (;;) {
      const rows = await trx
        .selectFrom('crm_contacts')
        .select(['id', 'source', 'tags'])
        .where('orgId', '=', orgId)
        .where('id', '>', after)
        .orderBy('id')
        .limit(1000)
        .execute();
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      for (const r of rows) {
        const source = canonical(r.source) ?? r.source.trim();
        const tags: string[] = JSON.parse(r.tags);
        const next = source && !tags.includes(source) ? uniqueTags([...tags, source]).slice(0, 50) : tags;
        if (source === r.source && next === tags) continue;
        await trx
          .updateTable('crm_contacts')
          .set({ source, tags: toJson(next), updatedAt: toIso(hub.clock.now()) })
          .where('id', '=', r.id)
          .execute();
        updated++;
      }
    }
  });
  return updated;
}
