import path from 'node:path';
import { FakeClock, sharedDatabase, startHubChild, testDialects, until } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { marketingOf, openHub, queuedCampaign } from './crash-hub.ts';
import { startPeer } from './peer.ts';

const child = path.join(import.meta.dirname, 'crash-child.ts');
const SUBSCRIBERS = 1000;

describe.each(testDialects)('a campaign send killed mid-way on %s', (dialect) => {
  it('delivers to each of 1,000 subscribers exactly once after the hub is killed and another resumes', async () => {
    const shared = await sharedDatabase(dialect);
    const peer = await startPeer();
    try {
      // Prepare: an organisation, a list of 1,000 and a campaign whose send job is queued.
      const prep = await openHub(shared.open(), peer.url);
      const { orgId, campaignId, jobId, added } = await queuedCampaign(prep, SUBSCRIBERS);
      expect(added).toBe(SUBSCRIBERS);
      await prep.stop();

      // A hub in another process sends; once 300 have arrived the peer stops acknowledging, and
      // the process is killed with messages in flight (they never get their 250).
      const proc = startHubChild(child, [shared.url, peer.url, ...(shared.schema ? [shared.schema] : [])]);
      try {
        await until(async () => peer.arrivals.length >= 300, 60_000);
        peer.hold();
        await until(async () => peer.held() >= 1, 10_000);
        await new Promise((r) => setTimeout(r, 400));
        proc.kill();
        await proc.exited;
      } finally {
        proc.kill();
      }
      peer.release(false);
      const before = peer.arrivals.length;
      expect(before).toBeGreaterThanOrEqual(300);
      expect(before).toBeLessThan(SUBSCRIBERS);

      // Another hub, later than the dead one's lease, takes the job over and finishes it.
      const clock = new FakeClock(Date.now() + 120_000);
      const next = await openHub(shared.open(), peer.url, { clock });
      await next.start();
      const done = await next.ctx.jobs.wait(jobId, 90_000);
      expect(done.status).toBe('completed');
      const tos = peer.arrivals.map((a) => a.to);
      expect(tos.length).toBe(SUBSCRIBERS);
      expect(new Set(tos).size).toBe(SUBSCRIBERS);
      expect(new Set(peer.arrivals.map((a) => a.messageId)).size).toBe(SUBSCRIBERS);
      const after = await marketingOf(next).campaigns.get(orgId, campaignId);
      expect(after).toMatchObject({ status: 'Completed', sent: SUBSCRIBERS, pending: 0 });
      await next.stop();
    } finally {
      await peer.close();
      await shared.drop();
    }
  }, 180_000);
});
