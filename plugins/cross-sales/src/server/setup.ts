import { computeBacklinks } from './backlinks/compute.ts';
import { evidenceSource } from './data/evidence.ts';
import type { CrossSalesHub } from './hub.ts';
import { salesMatrix } from './matrix/service.ts';
import { attribute } from './metrics/attribution.ts';
import { computeMetrics } from './metrics/compute.ts';
import { computeOpportunities, targetContacts } from './opportunities/compute.ts';
import { roadmapResponse, roadmapStore } from './roadmap/service.ts';

/** What cross-sales runs on, built once per hub: every figure is computed per request from the peers' data. */
export function crossSalesSetup(hub: CrossSalesHub) {
  const evidence = evidenceSource(hub);
  const roadmap = roadmapStore(hub);
  const analyse = async (orgId: string) => {
    const ev = await evidence(orgId);
    const a = attribute(ev.events, new Set(ev.apps.map((x) => x.id)));
    return { ev, a };
  };
  return {
    roadmap,
    matrix: salesMatrix(hub),
    async opportunities(orgId: string) {
      return computeOpportunities(await evidence(orgId));
    },
    async targetContacts(orgId: string, from: string, to: string) {
      return targetContacts(await evidence(orgId), from, to);
    },
    async metrics(orgId: string) {
      const { ev, a } = await analyse(orgId);
      return computeMetrics(ev, computeOpportunities(ev), a, computeBacklinks(ev, a).contentPieces.length);
    },
    async backlinks(orgId: string) {
      const { ev, a } = await analyse(orgId);
      return computeBacklinks(ev, a);
    },
    async roadmapView(orgId: string) {
      const { ev, a } = await analyse(orgId);
      return roadmapResponse(await roadmap.rows(orgId), ev, a);
    },
    async roadmapItem(orgId: string, id: string) {
      const row = await roadmap.one(orgId, id);
      if (!row) return undefined;
      const { ev, a } = await analyse(orgId);
      return roadmapResponse([row], ev, a).items[0];
    },
  };
}

export type CrossSalesSetup = ReturnType<typeof crossSalesSetup>;
