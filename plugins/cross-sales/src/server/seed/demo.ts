import type { DemoSeedContext } from '@ecohub/core';
import type { RoadmapStore } from '../roadmap/service.ts';
import { DEMO_ROADMAP } from './roadmap.ts';

/** `ecosystem-cli seed --demo`: the five roadmap items of spec 001 §9, all Not Started. */
export async function seedDemoRoadmap(roadmap: RoadmapStore, { orgId }: DemoSeedContext): Promise<void> {
  if ((await roadmap.rows(orgId)).length === 0) await roadmap.add(orgId, DEMO_ROADMAP);
}
