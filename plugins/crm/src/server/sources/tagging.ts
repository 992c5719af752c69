import { forOrg, num, toIso, toJson } from '@ecohub/core';
import { uniqueTags } from '../contacts/row.ts';
import type { CrmDb, CrmHub } from '../hub.ts';

type Canonical = { canonicalNames(orgId: string): Promise<(raw: string) => string | null> };

/**
 * Renames every spelling of a configured source ("speakerstage.example", "speaker stage") to its
 * name. Works per distinct value, so 100,000 contacts cost one update per spelling.
 */
export async function standardizeSources(hub: CrmHub, sources: Canonical, orgId: string): Promise<number> {
  const canonical = await sources.canonicalNames(orgId);
  const values = await forOrg(hub.db, orgId).selectFrom('crmContacts').select('source').distinct().execute();
  let changed = 0;
  await hub.db.transaction().execute(async (trx: CrmDb) => {
    for (const { source } of values) {
      const name = canonical(source) ?? source.trim();
      if (name === source) continue;
      const r = await forOrg(trx, orgId)
        .updateTable('crmContacts')
        .set({ source: name, updatedAt: toIso(hub.clock.now()) })
        .where('source', '=', source)
        .executeTakeFirst();
      changed += num(r.numUpdatedRows);
    }
  });
  return changed;
}

/** Standardises sources, then tags each contact with its source name; answers how many changed. */
export async function tagSources(hub: CrmHub, sources: Canonical, orgId: string): Promise<number> {
  const canonical = await sources.canonicalNames(orgId);
  let updated = 0;
  await hub.db.transaction().execute(async (trx: CrmDb) => {
    let after = '';
    for (;;) {
      const rows = await forOrg(trx, orgId)
        .selectFrom('crmContacts')
        .select(['id', 'source', 'tags'])
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
        await forOrg(trx, orgId)
          .updateTable('crmContacts')
          .set({ source, tags: toJson(next), updatedAt: toIso(hub.clock.now()) })
          .where('id', '=', r.id)
          .execute();
        updated++;
      }
    }
  });
  return updated;
}
