import { forOrg, fromJson, newId, num, toIso, toJson } from '@ecohub/core';
import type { Selectable } from 'kysely';
import {
  type RoadmapItem,
  type RoadmapItemInput,
  type RoadmapResponse,
  type RoadmapStatus,
  TARGET_CTR,
} from '../../shared/index.ts';
import { appIndex, type Evidence } from '../data/evidence.ts';
import type { CrossSalesTables } from '../db.ts';
import type { CrossSalesHub } from '../hub.ts';
import { type Attribution, attributedRevenue } from '../metrics/attribution.ts';
import { ctrOf } from '../metrics/compute.ts';

type Row = Selectable<CrossSalesTables['crossSalesRoadmap']>;

/** The priority roadmap: stored items whose status an admin changes. */
export function roadmapStore(hub: CrossSalesHub) {
  const rows = (orgId: string) =>
    forOrg(hub.db, orgId)
      .selectFrom('crossSalesRoadmap')
      .selectAll()
      .orderBy('position')
      .orderBy('id')
      .execute();
  const one = (orgId: string, id: string) =>
    forOrg(hub.db, orgId).selectFrom('crossSalesRoadmap').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    rows,
    one,
    async add(orgId: string, items: RoadmapItemInput[]): Promise<void> {
      const now = toIso(hub.clock.now());
      const start = (await rows(orgId)).length;
      if (!items.length) return;
      await forOrg(hub.db, orgId)
        .insertInto(
          'crossSalesRoadmap',
          items.map((it, i) => ({
            id: newId(),
            position: start + i,
            ...it,
            revenue: Math.round(it.revenue * 100),
            steps: toJson(it.steps),
            status: 'Not Started' as const,
            startedAt: null,
            completedAt: null,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute();
    },
    /** The item after the change, or undefined when the organisation has no such item. */
    async setStatus(orgId: string, id: string, status: RoadmapStatus): Promise<Row | undefined> {
      const before = await one(orgId, id);
      if (!before) return undefined;
      const now = toIso(hub.clock.now());
      await forOrg(hub.db, orgId)
        .updateTable('crossSalesRoadmap')
        .set({
          status,
          updatedAt: now,
          startedAt: status === 'Not Started' ? null : (before.startedAt ?? now),
          completedAt: status === 'Completed' ? (before.completedAt ?? now) : null,
        })
        .where('id', '=', id)
        .execute();
      return one(orgId, id);
    },
  };
}

export type RoadmapStore = ReturnType<typeof roadmapStore>;

/** An item with its progress: 100 when completed, else the attributed revenue against its target. */
export function toItem(r: Row, ev: Evidence, a: Attribution): RoadmapItem {
  const idx = appIndex(ev.apps);
  const from = idx.find(r.sourceApp);
  const to = idx.find(r.targetApp);
  const revenue = num(r.revenue) / 100;
  const earned = from && to ? attributedRevenue(a, from.id, to.id) : 0;
  const progress =
    r.status === 'Completed' ? 100 : revenue > 0 ? Math.min(99, Math.floor((earned / revenue) * 100)) : 0;
  return {
    id: r.id,
    title: r.title,
    sourceApp: r.sourceApp,
    targetApp: r.targetApp,
    priority: r.priority,
    revenue,
    timeline: r.timeline,
    difficulty: r.difficulty,
    status: r.status,
    description: r.description,
    targetAudience: r.targetAudience,
    steps: fromJson<string[]>(r.steps, []),
    startedAt: r.startedAt,
    completedAt: r.completedAt,
    attributedRevenue: earned,
    progress,
  };
}

export function roadmapResponse(rows: Row[], ev: Evidence, a: Attribution): RoadmapResponse {
  const items = rows.map((r) => toItem(r, ev, a));
  return {
    items,
    summary: {
      priorityItems: items.length,
      totalPotential: items.reduce((s, i) => s + i.revenue, 0),
      critical: items.filter((i) => i.priority === 'CRITICAL').length,
      quickWins: items.filter((i) => i.difficulty === 'Easy').length,
      completed: items.filter((i) => i.status === 'Completed').length,
      inProgress: items.filter((i) => i.status === 'In Progress').length,
      progress: items.length ? Math.round(items.reduce((s, i) => s + i.progress, 0) / items.length) : 0,
      ctr: { value: ctrOf(a), min: TARGET_CTR.min, max: TARGET_CTR.max },
    },
  };
}
