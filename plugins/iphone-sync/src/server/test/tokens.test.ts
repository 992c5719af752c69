import { testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { INVALID_TOKEN, SYNC_MAX_ITEMS } from '../../shared/constants.ts';
import { sampleData } from '../../shared/samples.ts';
import { hashToken } from '../tokens/hash.ts';
import { deviceToken, iphoneHub, postSync, syncAndWait } from './fixtures.ts';

const calls = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    phoneNumber: `+1 555 010 ${String(i % 10000).padStart(4, '0')}`,
    type: 'outgoing',
    duration: i,
    date: '2026-01-05T09:00:00Z',
  }));

describe.each(testDialects)('iPhone sync tokens and payloads on %s', (dialect) => {
  it('shows a token once, stores only its hash, and refuses it once revoked', async () => {
    const t = await iphoneHub(dialect);
    try {
      const a = await t.signedIn();
      const created = await deviceToken(a, 'Work iPhone');
      expect(created.token).toMatch(/^iph_[a-z2-7]{52}$/);
      const listed = await (await a.agent.get('/api/iphone/tokens')).json();
      expect(listed).toEqual([
        expect.objectContaining({ id: created.id, name: 'Work iPhone', revokedAt: null }),
      ]);
      expect(JSON.stringify(listed)).not.toContain(created.token);
      const stored = await t.hub.ctx.db
        .selectFrom('iphoneDeviceTokens' as never)
        .selectAll()
        .execute();
      expect(stored).toEqual([expect.objectContaining({ tokenHash: hashToken(created.token) })]);
      expect(JSON.stringify(stored)).not.toContain(created.token);

      const body = { type: 'contacts', authToken: created.token, data: sampleData('contacts', new Date()) };
      await syncAndWait(t, body);
      const revoked = await a.agent.delete(`/api/iphone/tokens/${created.id}`);
      expect(revoked.status).toBe(200);
      expect((await revoked.json()).revokedAt).toEqual(expect.any(String));
      const refused = await postSync(t, body);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ message: INVALID_TOKEN, code: 'invalid_token' });
      const unknown = await postSync(t, { ...body, authToken: 'iph_not-a-token' });
      expect(unknown.status).toBe(401);
      expect(await (await a.agent.get('/api/iphone/sync-records')).json()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it("keeps tokens and records to their organisation and user: another's is a 404 and lands nowhere else", async () => {
    const t = await iphoneHub(dialect);
    try {
      const a = await t.signedIn();
      const colleague = await t.signedIn({ role: 'member', orgId: a.orgId });
      const b = await t.signedIn();
      const mine = await deviceToken(a);
      expect((await colleague.agent.delete(`/api/iphone/tokens/${mine.id}`)).status).toBe(404);
      expect((await b.agent.delete(`/api/iphone/tokens/${mine.id}`)).status).toBe(404);
      expect(await (await colleague.agent.get('/api/iphone/tokens')).json()).toEqual([]);
      expect(await (await b.agent.get('/api/iphone/tokens')).json()).toEqual([]);

      await syncAndWait(t, {
        type: 'contacts',
        authToken: mine.token,
        data: sampleData('contacts', new Date()),
      });
      expect(await (await a.agent.get('/api/iphone/sync-records')).json()).toHaveLength(1);
      expect(await (await colleague.agent.get('/api/iphone/sync-records')).json()).toHaveLength(1);
      expect(await (await b.agent.get('/api/iphone/sync-records')).json()).toEqual([]);
      const bContacts = await (await b.agent.get('/api/contacts')).json();
      expect(bContacts.items).toEqual([]);

      const viewer = await t.signedIn({ role: 'viewer', orgId: a.orgId });
      expect((await viewer.agent.get('/api/iphone/sync-records')).status).toBe(200);
      expect((await viewer.agent.post('/api/iphone/tokens', { name: 'x' })).status).toBe(403);
      expect((await t.request('/api/iphone/sync-records')).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('answers a malformed payload 400 with the field issues, an oversized one 413 with the reason', async () => {
    const t = await iphoneHub(dialect);
    try {
      const a = await t.signedIn();
      const { token } = await deviceToken(a);
      const badType = await postSync(t, { type: 'photos', authToken: token, data: [] });
      expect(badType.status).toBe(400);
      expect((await badType.json()).issues).toEqual([
        { path: 'type', message: 'Sync type must be one of contacts, calls, messages' },
      ]);

      const badCall = await postSync(t, {
        type: 'calls',
        authToken: token,
        data: [{ phoneNumber: 'call me', type: 'missed', duration: -1, date: 'yesterday' }],
      });
      expect(badCall.status).toBe(400);
      const issues: Array<{ path: string }> = (await badCall.json()).issues;
      expect(issues.map((i) => i.path).sort()).toEqual([
        'data.0.date',
        'data.0.duration',
        'data.0.phoneNumber',
        'data.0.type',
      ]);

      const noToken = await postSync(t, { type: 'messages', data: sampleData('messages', new Date()) });
      expect(noToken.status).toBe(400);
      expect((await noToken.json()).issues.map((i: { path: string }) => i.path)).toEqual(['authToken']);

      const broken = await postSync(t, '{"type": "calls", "data": [');
      expect(broken.status).toBe(400);
      expect(await broken.json()).toMatchObject({ message: 'Malformed JSON body' });

      const many = await postSync(t, { type: 'calls', authToken: token, data: calls(SYNC_MAX_ITEMS + 1) });
      expect(many.status).toBe(413);
      expect((await many.json()).message).toBe(
        `A sync carries at most ${SYNC_MAX_ITEMS} records; this one has ${SYNC_MAX_ITEMS + 1}. Send them in parts.`,
      );
      const huge = await postSync(t, {
        type: 'messages',
        authToken: token,
        data: Array.from({ length: 300 }, () => ({
          phoneNumber: '+15550100',
          type: 'sent',
          text: 'x'.repeat(9000),
          date: '2026-01-05T09:00:00Z',
        })),
      });
      expect(huge.status).toBe(413);
      expect((await huge.json()).code).toBe('payload_too_large');

      // Exactly the limit is accepted (the job is canceled: processing a thousand calls is not the point).
      const ok = await postSync(t, { type: 'calls', authToken: token, data: calls(SYNC_MAX_ITEMS) });
      expect(ok.status).toBe(202);
      const { jobId, record } = await ok.json();
      expect(record).toMatchObject({ item_count: SYNC_MAX_ITEMS, processed: false });
      await t.hub.ctx.jobs.cancel(jobId);
      await t.hub.ctx.jobs.wait(jobId);
      expect(await (await a.agent.get('/api/iphone/sync-records')).json()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
