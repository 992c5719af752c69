import path from 'node:path';
import { FakeClock, sharedDatabase, startHubChild, testDialects, until } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import type { SendResult } from '../../shared/jobs.ts';
import { openHub, queuedCampaign } from './crash-hub.ts';
import { startPeer } from './peer.ts';

const child = path.join(import.meta.dirname, 'crash-child.ts');
const SUBSCRIBERS = 300;

/**
 * The case SMTP cannot settle: the peer accepts messages (its 250) after the sending hub died, so
 * the hub never learnt it. Those rows stay `sending` (in doubt) and the next run either resends
 * them with the same Message-ID (`resend`: at least once, each Message-ID once) or never resends
 * (`skip`: at most once; in-doubt messages the peer had not accepted are lost).
 */
describe.each(testDialects)('in-doubt hand-offs after a kill on %s', (dialect) => {
  it.each(['resend', 'skip'] as const)(
    'MARKETING_IN_DOUBT=%s',
    async (policy) => {
      const shared = await sharedDatabase(dialect);
      const peer = await startPeer();
      try {
        const prep = await openHub(shared.open(), peer.url);
        const { orgId, campaignId, jobId } = await queuedCampaign(prep, SUBSCRIBERS);
        await prep.stop();

        const proc = startHubChild(child, [shared.url, peer.url, ...(shared.schema ? [shared.schema] : [])]);
        try {
          await until(async () => peer.arrivals.length >= 100, 60_000);
          peer.hold();
          await until(async () => peer.held() >= 1, 10_000);
          await new Promise((r) => setTimeout(r, 400));
          proc.kill();
          await proc.exited;
        } finally {
          proc.kill();
        }
        // The peer accepts what it held: delivered, but the dead hub never heard the 250.
        const accepted = peer.held();
        peer.release(true);

        const clock = new FakeClock(Date.now() + 120_000);
        const next = await openHub(shared.open(), peer.url, { clock, inDoubt: policy });
        const rows = () =>
          next.ctx.db
            .selectFrom('marketingRecipients' as never)
            .select(['status', 'attempts'] as never)
            .where('orgId' as never, '=', orgId as never)
            .where('campaignId' as never, '=', campaignId as never)
            .execute() as Promise<Array<{ status: string; attempts: number }>>;
        const inDoubt = (await rows()).filter((r) => r.status === 'sending').length;
        expect(accepted).toBeGreaterThanOrEqual(1);
        expect(inDoubt).toBeGreaterThanOrEqual(accepted);
        await next.start();
        const done = await next.ctx.jobs.wait(jobId, 90_000);
        expect(done.status).toBe('completed');
        const result = done.result as SendResult;
        const tos = peer.arrivals.map((a) => a.to);
        const visible = new Set(peer.arrivals.map((a) => `${a.to} ${a.messageId}`));
        const final = await rows();
        if (policy === 'resend') {
          // Every address got its message; the only duplicates are the in-doubt messages the peer had
          // accepted, with the same Message-ID: a mailbox deduplicating by Message-ID shows each once.
          expect(new Set(tos).size).toBe(SUBSCRIBERS);
          expect(visible.size).toBe(SUBSCRIBERS);
          expect(tos.length - SUBSCRIBERS).toBe(accepted);
          expect(result.resent).toBe(inDoubt);
          expect(final.filter((r) => r.attempts === 2).length).toBe(inDoubt);
          expect(final.every((r) => r.status === 'sent')).toBe(true);
        } else {
          // Nobody got a message twice; the in-doubt ones the peer had not accepted were never sent.
          expect(new Set(tos).size).toBe(tos.length);
          expect(final.filter((r) => r.status === 'unknown').length).toBe(inDoubt);
          expect(tos.length).toBe(SUBSCRIBERS - (inDoubt - accepted));
        }
        await next.stop();
      } finally {
        await peer.close();
        await shared.drop();
      }
    },
    180_000,
  );
});
