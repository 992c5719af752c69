import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { campaignOn, headerOf, listWith, marketingHub, sendAndWait, startPeer } from './fixtures.ts';

describe.each(testDialects)('campaigns through a real SMTP peer on %s', (dialect) => {
  it('sends once to each subscriber, skips suppressed and unsubscribed addresses, and carries the RFC 8058 headers', async () => {
    const peer = await startPeer();
    const { t, owner } = await marketingHub(dialect, { smtpUrl: peer.url });
    try {
      const emails = Array.from({ length: 6 }, (_, i) => `reader${i}@example.com`);
      const listId = await listWith(owner, emails);
      const sup = await owner.agent.post('/api/marketing/suppressions', {
        email: 'READER5@example.com',
        reason: 'complaint',
      });
      expect(sup.status).toBe(201);

      const first = await campaignOn(owner, listId, 'First');
      const job = await sendAndWait(t, owner, first);
      expect(job.status).toBe('completed');
      expect(job.result).toMatchObject({ sent: 5, failed: 0, bounced: 0 });
      expect(peer.arrivals.map((a) => a.to).sort()).toEqual(emails.slice(0, 5));
      const m = peer.arrivals.find((a) => a.to === 'reader0@example.com')!;
      expect(m.subject).toBe('Hello Pat0');
      expect(headerOf(m.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const unsubscribeUrl = /<(https?:\/\/[^>]+)>/.exec(headerOf(m.raw, 'List-Unsubscribe') ?? '')?.[1];
      expect(unsubscribeUrl).toMatch(/\/api\/marketing\/unsubscribe\//);
      expect(m.raw).toMatch(/multipart\/alternative/);

      // One-click (RFC 8058): no session, a POST; repeating it is harmless.
      const path = new URL(unsubscribeUrl!).pathname;
      const post = () =>
        t.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });
      expect((await post()).status).toBe(200);
      expect((await post()).status).toBe(200);
      // A well-formed token whose signature is wrong is refused; the GET page changes nothing.
      expect((await t.request(`${path.slice(0, -4)}AAAA`, { method: 'POST' })).status).toBe(400);

      const subs = await (await owner.agent.get(`/api/marketing/lists/${listId}/subscribers`)).json();
      expect(
        subs.subscribers.find((s: { email: string }) => s.email === 'reader0@example.com'),
      ).toMatchObject({
        consent: 'unsubscribed',
        suppressed: true,
      });

      // The next campaign reaches neither the unsubscribed nor the suppressed address.
      peer.arrivals.length = 0;
      const second = await campaignOn(owner, listId, 'Second');
      const job2 = await sendAndWait(t, owner, second);
      expect(job2.result).toMatchObject({ sent: 4 });
      expect(peer.arrivals.map((a) => a.to).sort()).toEqual(emails.slice(1, 5));

      // The campaign is gone: its token is stale, and the one-click still answers 200.
      await owner.agent.delete(`/api/marketing/campaigns/${first}`);
      expect((await post()).status).toBe(200);
    } finally {
      await t.close();
      await peer.close();
    }
  });

  it('records a bounce from the SMTP answer and suppresses the address', async () => {
    const peer = await startPeer({ reject: (to) => to.startsWith('gone') });
    const { t, owner } = await marketingHub(dialect, { smtpUrl: peer.url });
    try {
      const listId = await listWith(owner, ['gone@example.com', 'here@example.com']);
      const job = await sendAndWait(t, owner, await campaignOn(owner, listId));
      expect(job.result).toMatchObject({ sent: 1, bounced: 1 });
      const sup = await (await owner.agent.get('/api/marketing/suppressions')).json();
      expect(sup.suppressions).toEqual([
        expect.objectContaining({ email: 'gone@example.com', reason: 'bounce' }),
      ]);
    } finally {
      await t.close();
      await peer.close();
    }
  });

  it('previews MJML as HTML and text, sends a test, and answers 400 with field issues for bad input', async () => {
    const { t, owner } = await marketingHub(dialect);
    try {
      const listId = await listWith(owner, ['a@example.com']);
      const id = await campaignOn(owner, listId);
      const preview = await (await owner.agent.get(`/api/marketing/campaigns/${id}/preview`)).json();
      expect(preview.subject).toBe('Hello Alex');
      expect(preview.html).toContain('<!doctype html>');
      expect(preview.text).toContain('Hi Alex, see the offer');
      const test = await owner.agent.post(`/api/marketing/campaigns/${id}/test`, { email: 'me@example.com' });
      expect(test.status).toBe(200);
      const outbox = await (await owner.agent.get('/api/outbox')).json();
      expect(JSON.stringify(outbox)).toContain('[Test] Hello Test');

      const bad = await owner.agent.post('/api/marketing/campaigns', {
        name: '',
        listId,
        subject: 'x',
        mjml: '<p>no</p>',
      });
      expect(bad.status).toBe(400);
      const body = await bad.json();
      expect(JSON.stringify(body)).toContain('Name is required');
      expect(JSON.stringify(body)).toContain('The template must be an MJML document');
      expect((await owner.agent.post(`/api/marketing/campaigns/${id}/test`, { email: 'nope' })).status).toBe(
        400,
      );
      expect(
        (await owner.agent.post('/api/workflows', { name: 'x', type: 'nope', actions: [] })).status,
      ).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('keeps each organisation to its own lists, campaigns and workflows', async () => {
    const { t, owner } = await marketingHub(dialect);
    try {
      const listId = await listWith(owner, ['a@example.com']);
      const id = await campaignOn(owner, listId);
      const other = await t.signedIn({ role: 'owner' });
      expect((await (await other.agent.get('/api/marketing/campaigns')).json()).campaigns).toEqual([]);
      expect((await (await other.agent.get('/api/marketing/lists')).json()).lists).toEqual([]);
      expect((await other.agent.get(`/api/marketing/campaigns/${id}`)).status).toBe(404);
      expect((await other.agent.post(`/api/marketing/campaigns/${id}/send`, {})).status).toBe(404);
      expect((await other.agent.get(`/api/marketing/lists/${listId}/subscribers`)).status).toBe(404);
      expect((await (await other.agent.get('/api/marketing/stats')).json()).totalSubscribers).toBe(0);
      expect(await (await other.agent.get('/api/workflows')).json()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
