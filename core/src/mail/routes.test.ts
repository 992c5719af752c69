import { describe, expect, it } from 'vitest';
import { createTestHub, FakeClock, type TestHub, testDialects } from '../testing/index.ts';

const visitor = (t: TestHub, address = '203.0.113.10') => {
  const a = t.agent();
  return (body: unknown) => a.post('/api/email/test', body, { 'x-forwarded-for': address });
};
const outbox = (t: TestHub) => t.hub.ctx.db.selectFrom('outbox').selectAll().orderBy('createdAt').execute();

// The types a hub offers are core's and its plugins' templates: the spec's four (test, reoss,
// local-business, payment) with the pricing plugin, tested there (plugins/pricing/src/server/test/email-test.test.ts).
describe.each(testDialects)('POST /api/email/test of core alone on %s', (dialect) => {
  it("offers core's test template only, and sends it to a visitor's outbox", async () => {
    const t = await createTestHub({ dialect });
    try {
      const res = await visitor(t)({ email: 'reader@example.test', type: 'test' });
      expect(await res.json()).toEqual({
        success: true,
        message: 'Test email stored in the outbox for reader@example.test (SMTP delivery is not configured)',
      });
      const reoss = await visitor(t)({ email: 'reader@example.test', type: 'reoss' });
      expect(reoss.status).toBe(400);
      expect((await reoss.json()).issues).toEqual([{ path: 'type', message: 'Type must be one of test' }]);
      const rows = await outbox(t);
      expect(rows.map((r) => [r.template, r.subject, r.status])).toEqual([
        ['test', 'Ecosystem Hub test email', 'stored'],
      ]);
      expect(rows[0]?.text).toContain('http://localhost:3000');
    } finally {
      await t.close();
    }
  });
});

describe.each(testDialects)('GET /api/outbox on %s', (dialect) => {
  it("lists only the caller's organisation, newest first, in pages, for admins only", async () => {
    const clock = new FakeClock();
    const t = await createTestHub({ dialect, clock });
    try {
      const admin = await t.signedIn({ role: 'admin' });
      const member = await t.signedIn({ role: 'member', orgId: admin.orgId });
      const stranger = await t.signedIn({ role: 'owner' });
      for (let i = 1; i <= 5; i++) {
        clock.advance(1000);
        await t.hub.ctx.mail.send({
          orgId: admin.orgId,
          to: `c${i}@example.test`,
          subject: `Mail ${i}`,
          text: `Body ${i}`,
          template: 'test',
        });
        await t.hub.ctx.mail.send({
          orgId: stranger.orgId,
          to: 'x@example.test',
          subject: `Foreign ${i}`,
          text: 'x',
        });
      }
      await t.hub.ctx.mail.send({ to: 'nobody@example.test', subject: 'No organisation', text: 'x' });

      const first = await admin.agent.get('/api/outbox?limit=2');
      expect(first.status).toBe(200);
      const page1 = await first.json();
      expect(page1.items.map((m: { subject: string }) => m.subject)).toEqual(['Mail 5', 'Mail 4']);
      expect(page1.items[0]).toMatchObject({
        to: 'c5@example.test',
        subject: 'Mail 5',
        text: 'Body 5',
        template: 'test',
        status: 'stored',
        createdAt: '2026-01-01T00:00:05.000Z',
      });
      const subjects: string[] = page1.items.map((m: { subject: string }) => m.subject);
      let cursor = page1.nextCursor;
      while (cursor) {
        const page = await (await admin.agent.get(`/api/outbox?limit=2&cursor=${cursor}`)).json();
        subjects.push(...page.items.map((m: { subject: string }) => m.subject));
        cursor = page.nextCursor;
      }
      expect(subjects).toEqual(['Mail 5', 'Mail 4', 'Mail 3', 'Mail 2', 'Mail 1']);

      const theirs = await (await stranger.agent.get('/api/outbox')).json();
      expect(theirs.items.map((m: { subject: string }) => m.subject)).toEqual([
        'Foreign 5',
        'Foreign 4',
        'Foreign 3',
        'Foreign 2',
        'Foreign 1',
      ]);
      expect(theirs.nextCursor).toBeNull();

      expect((await member.agent.get('/api/outbox')).status).toBe(403);
      expect((await t.agent().get('/api/outbox')).status).toBe(401);
      expect((await admin.agent.get('/api/outbox?limit=0')).status).toBe(400);
      const bad = await admin.agent.get('/api/outbox?cursor=nonsense');
      expect(bad.status).toBe(400);
      expect((await bad.json()).issues).toEqual([{ path: 'cursor', message: 'Invalid cursor' }]);
    } finally {
      await t.close();
    }
  });
});
