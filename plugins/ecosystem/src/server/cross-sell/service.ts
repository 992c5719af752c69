import { forOrg, newId, notFound, toIso } from '@ecohub/core';
import type {
  CrossSellEntry,
  CrossSellEntryInput,
  CrossSellEntryPatch,
  CrossSellOpportunity,
  CrossSellResponse,
} from '../../shared/index.ts';
import type { EcosystemHub } from '../hub.ts';

const RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };

/** A stored opportunity between two apps of one organisation (already resolved there). */
export interface CrossSellRecord {
  sourceAppId: string;
  targetAppId: string;
  context: string;
  incentive: string;
  placement: string;
  priority: CrossSellOpportunity['priority'];
}

/** The cross-sell opportunities an organisation's apps show, every query scoped to it. */
export function crossSells(hub: EcosystemHub) {
  const { db, clock } = hub;
  return {
    /** The opportunities of one application (already resolved inside its organisation). */
    async of(orgId: string, app: { id: string; name: string }): Promise<CrossSellResponse> {
      const rows = await forOrg(db, orgId)
        .selectFrom('ecosystemCrossSells')
        // The target is the same organisation's app, checked in the join too.
        .innerJoin('ecosystemApps', (j) =>
          j
            .onRef('ecosystemApps.id', '=', 'ecosystemCrossSells.targetAppId')
            .on('ecosystemApps.orgId', '=', orgId),
        )
        .select([
          'ecosystemCrossSells.id',
          'ecosystemApps.id as targetId',
          'ecosystemApps.name as targetName',
          'ecosystemApps.url as targetUrl',
          'ecosystemCrossSells.context',
          'ecosystemCrossSells.incentive',
          'ecosystemCrossSells.placement',
          'ecosystemCrossSells.priority',
        ])
        .where('ecosystemCrossSells.sourceAppId', '=', app.id)
        .orderBy('ecosystemCrossSells.createdAt')
        .execute();
      rows.sort((a, b) => (RANK[a.priority] ?? 9) - (RANK[b.priority] ?? 9));
      return {
        app: { id: app.id, name: app.name },
        crossSellOpportunities: rows.map((r) => ({
          id: r.id,
          targetApp: r.targetName,
          targetAppId: r.targetId,
          targetUrl: r.targetUrl,
          context: r.context,
          incentive: r.incentive,
          placement: r.placement,
          priority: r.priority,
        })),
      };
    },

    /** How many opportunities each application of an organisation has, by app id. */
    async counts(orgId: string): Promise<Map<string, number>> {
      const rows = await forOrg(db, orgId).selectFrom('ecosystemCrossSells').select('sourceAppId').execute();
      const counts = new Map<string, number>();
      for (const r of rows) counts.set(r.sourceAppId, (counts.get(r.sourceAppId) ?? 0) + 1);
      return counts;
    },

    async add(orgId: string, records: CrossSellRecord[]): Promise<void> {
      if (records.length === 0) return;
      const createdAt = toIso(clock.now());
      await forOrg(db, orgId)
        .insertInto(
          'ecosystemCrossSells',
          records.map((r) => ({ id: newId(), ...r, createdAt })),
        )
        .execute();
    },

    /** Every entry of the organisation (the sales matrix), oldest first. */
    async list(orgId: string): Promise<CrossSellEntry[]> {
      return forOrg(db, orgId)
        .selectFrom('ecosystemCrossSells')
        .select([
          'id',
          'sourceAppId',
          'targetAppId',
          'context',
          'incentive',
          'placement',
          'priority',
          'createdAt',
        ])
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    /** One entry, stored and returned (the caller resolved both apps in the organisation). */
    async addOne(orgId: string, entry: CrossSellEntryInput): Promise<CrossSellEntry> {
      const apps = await forOrg(db, orgId)
        .selectFrom('ecosystemApps')
        .select('id')
        .where('id', 'in', [entry.sourceAppId, entry.targetAppId])
        .execute();
      if (apps.length !== new Set([entry.sourceAppId, entry.targetAppId]).size)
        throw notFound('Application not found');
      const row = { id: newId(), ...entry, createdAt: toIso(clock.now()) };
      await forOrg(db, orgId).insertInto('ecosystemCrossSells', row).execute();
      return row;
    },

    async update(orgId: string, id: string, patch: CrossSellEntryPatch): Promise<CrossSellEntry | null> {
      const res = await forOrg(db, orgId)
        .updateTable('ecosystemCrossSells')
        .set(patch)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) return null;
      const rows = await forOrg(db, orgId)
        .selectFrom('ecosystemCrossSells')
        .select([
          'id',
          'sourceAppId',
          'targetAppId',
          'context',
          'incentive',
          'placement',
          'priority',
          'createdAt',
        ])
        .where('id', '=', id)
        .execute();
      return rows[0] ?? null;
    },

    /** Whether the organisation had that opportunity (it is gone either way). */
    async remove(orgId: string, id: string): Promise<boolean> {
      const res = await forOrg(db, orgId)
        .deleteFrom('ecosystemCrossSells')
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}

export type CrossSells = ReturnType<typeof crossSells>;
