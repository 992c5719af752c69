import type { JobRun } from '@ecohub/core';
import type { PublishDueResult } from '../../shared/jobs.ts';
import type { ItemStore } from '../items/service.ts';
import type { Publisher } from './publisher.ts';

/** Items published per batch; the job reads again until nothing is due. */
const BATCH = 50;

/**
 * The calendar keeps its dates: every scheduled item whose time has come is published (activity,
 * signed `content.published`), in every organisation. Two hubs running it at once publish each item
 * once (the conditional update in `markPublished`).
 */
export async function publishDue(
  run: JobRun | null,
  deps: { items: ItemStore; publisher: Publisher },
): Promise<PublishDueResult> {
  let published = 0;
  for (;;) {
    const due = await deps.items.due(BATCH);
    if (due.length === 0) break;
    let progressed = 0;
    for (const { orgId, id } of due) {
      if (await deps.publisher.publish(orgId, id)) {
        published++;
        progressed++;
      }
    }
    await run?.progress({ done: published, total: published, published });
    if (progressed === 0) break;
  }
  return { published };
}
