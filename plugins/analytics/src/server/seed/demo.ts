import type { DemoSeedContext } from '@ecohub/core';
import type { AnalyticsHub } from '../hub.ts';
import type { RollupBuffer } from '../rollups/buffer.ts';

/** `seed --demo`: filled in below. */
export async function seedDemoAnalytics(
  _hub: AnalyticsHub,
  buffer: RollupBuffer,
  _demo: DemoSeedContext,
): Promise<void> {
  await buffer.flush();
}
