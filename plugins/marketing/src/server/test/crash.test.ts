import path from 'node:path';
import { coreServices, createHub, type Hub, loadConfig } from '@ecohub/core';
import { FakeClock, sharedDatabase, startHubChild, testDialects, until } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import type { MarketingSetup } from '../setup.ts';
import { plugins } from './hub.ts';
import { startPeer } from './peer.ts';

const child = path.join(import.meta.dirname, 'crash-child.ts');
const SUBSCRIBERS = 1000;

async function open(
  database: ReturnType<Awaited<ReturnType<typeof sharedDatabase>>['open']>,
  smtpUrl: string,
  clock?: FakeClock,
) {
  const hub = await createHub({
    config: loadConfig({}, {
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      SMTP_URL: smtpUrl,
    } as never),
    plugins,
    database,
    clock,
    env: {},
    pluginConfig: { marketing: { MARKETING_SEND_RATE: 400 } },
  });
  await hub.migrate();
  return hub;
}
const m = (hub: Hub) => hub.running('marketing').setup as MarketingSetup;

describe.each(testDialects)('a campaign send killed mid-way on %s', (dialect) => {
  it('delivers to each of 1,000 subscribers exactly once after the hub is killed and another resumes', async () => {
    const shared = await sharedDatabase(dialect);
    const peer = await startPeer();
    try {
      // Prepare: an organisation, a list of 1,000 and a campaign whose send job is queued.
      const prep = await open(shared.open(), peer.url);
      const org = await prep.ctx.use(coreServices).orgs.create({ name: 'Crash Co' });
      const list = await m(prep).lists.create(org.id, { name: 'All' });
      const csv = Array.from({ length: SUBSCRIBERS }, (_, i) => `person${i}@example.com`).join('\n');
      expect((await m(prep).lists.import(org.id, list.id, csv)).added).toBe(SUBSCRIBERS);
      const campaign = await m(prep).campaigns.create(org.id, {
        name: 'Big send',
        listId: list.id,
        subject: 'News',
        mjml: '<mjml><mj-body><mj-section><mj-column><mj-text>Hi {{firstName}}</mj-text></mj-column></mj-section></mj-body></mjml>',
      });
      const { jobId } = await m(prep).campaigns.send(org.id, campaign.id);
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
      const next = await open(shared.open(), peer.url, clock);
      await next.start();
      const done = await next.ctx.jobs.wait(jobId, 90_000);
      expect(done.status).toBe('completed');
      const tos = peer.arrivals.map((a) => a.to);
      expect(tos.length).toBe(SUBSCRIBERS);
      expect(new Set(tos).size).toBe(SUBSCRIBERS);
      expect(new Set(peer.arrivals.map((a) => a.messageId)).size).toBe(SUBSCRIBERS);
      const after = await m(next).campaigns.get(org.id, campaign.id);
      expect(after).toMatchObject({ status: 'Completed', sent: SUBSCRIBERS, pending: 0 });
      await next.stop();
    } finally {
      await peer.close();
      await shared.drop();
    }
  }, 180_000);
});
