import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { campaignOn, listWith, marketingHub, startPeer, until } from './fixtures.ts';

const RECIPIENTS = 24;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDialects)('pausing a throttled send on %s', (dialect) => {
  it('sends nothing more once paused, not even the chunks the throttle held, and resumes where it stopped, even before the paused run ended', async () => {
    const peer = await startPeer();
    // 3 messages a second, chunks of 5, three lanes: two chunks wait up to 5 s on the throttle, so
    // play comes while the paused run is still stopping.
    const { t, owner } = await marketingHub(dialect, {
      smtpUrl: peer.url,
      config: { MARKETING_SEND_RATE: 3 },
    });
    try {
      const emails = Array.from({ length: RECIPIENTS }, (_, i) => `reader${i}@example.com`);
      const id = await campaignOn(owner, await listWith(owner, emails));
      const sent = await owner.agent.post(`/api/marketing/campaigns/${id}/send`, {});
      expect(sent.status).toBe(202);
      await until(async () => peer.arrivals.length >= 5);
      const paused = await owner.agent.post(`/api/marketing/campaigns/${id}/status`, { status: 'Paused' });
      expect(paused.status).toBe(200);
      // Within the status check's 200 ms the lanes stop; what was already handed to SMTP lands.
      await sleep(400);
      const atPause = peer.arrivals.length;
      await sleep(1500);
      expect(peer.arrivals.length).toBe(atPause);
      expect(atPause).toBeLessThan(RECIPIENTS);

      const resumed = await owner.agent.post(`/api/marketing/campaigns/${id}/status`, { status: 'Active' });
      expect(resumed.status).toBe(200);
      await until(
        async () =>
          (await (await owner.agent.get(`/api/marketing/campaigns/${id}`)).json()).status === 'Completed',
        20_000,
      );
      const to = peer.arrivals.map((a) => a.to);
      expect(to.length).toBe(RECIPIENTS);
      expect(new Set(to).size).toBe(RECIPIENTS);
    } finally {
      await t.close();
      await peer.close();
    }
  });
});
