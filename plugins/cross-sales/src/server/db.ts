import type { Difficulty, RoadmapPriority, RoadmapStatus } from '../shared/index.ts';

/** cross-sales' tables as queries see them (camelCase). Money in minor units, lists JSON text. */
export interface CrossSalesTables {
  crossSalesRoadmap: {
    id: string;
    orgId: string;
    position: number;
    title: string;
    sourceApp: string;
    targetApp: string;
    priority: RoadmapPriority;
    /** Revenue target, minor units. */
    revenue: number;
    timeline: string;
    difficulty: Difficulty;
    status: RoadmapStatus;
    description: string;
    targetAudience: string;
    /** JSON list of the implementation steps. */
    steps: string;
    startedAt: string | null;
    completedAt: string | null;
    createdAt: string;
    updatedAt: string;
  };
}
