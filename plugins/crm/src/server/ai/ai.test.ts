import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeClock, testDialects } from '@ecohub/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmHub, crmOf, json } from '../test/fixtures.ts';

const DAY = 86_400_000;

/** A stand-in for an OpenAI-compatible server: records the requests, answers what it is told. */
async function standIn() {
  const requests: any[] = [];
  let answer: (body: any) => { status: number; body: unknown } = () => ({ status: 500, body: {} });
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      const body = JSON.parse(data || '{}');
      requests.push({ path: req.url, auth: req.headers.authorization, body });
      const a = answer(body);
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    answer: (f: typeof answer) => {
      answer = f;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function seedAna(t: Awaited<ReturnType<typeof crmHub>>, agent: any, orgId: string, clock: FakeClock) {
  const ana = await json(
    await agent.post('/api/contacts', {
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@lima.example',
      company: 'Lima Homes',
      status: 'qualified',
      value: 450_000,
      lastContactedAt: new Date(clock.now().getTime() - 40 * DAY).toISOString(),
    }),
  );
  clock.advance(-30 * DAY);
  const { activities } = crmOf(t.hub);
  await activities.record(orgId, {
    type: 'email_received',
    description: 'Inbound email: Pricing question',
    contactId: ana.id,
  });
  clock.advance(30 * DAY);
  return ana;
}

describe.each(testDialects)('contextual suggestions on %s', (dialect) => {
  const clock = new FakeClock(Date.parse('2026-05-01T12:00:00Z'));
  let t: Awaited<ReturnType<typeof crmHub>>;
  let a: Awaited<ReturnType<typeof t.signedIn>>;
  let ana: any;
  let emailId: string;

  beforeAll(async () => {
    t = await crmHub(dialect, { clock });
    a = await t.signedIn({ role: 'member' });
    ana = await seedAna(t, a.agent, a.orgId, clock);
    await a.agent.post('/api/contacts', {
      firstName: 'Anders',
      lastName: 'Berg',
      email: 'anders@berg.example',
    });
    await a.agent.post('/api/contacts', {
      firstName: 'Zoe',
      email: 'zoe@lima.example',
      company: 'Lima Homes',
    });
    const acts = await json(await a.agent.get('/api/activities'));
    emailId = (acts.items ?? acts).find((x: any) => x.type === 'email_received').id;
  });
  afterAll(() => t?.close());

  const suggest = (agent: any, body: unknown) => agent.post('/api/ai/contextual-suggestions', body);

  it("suggests next actions and an email from the contact's history, each citing its evidence", async () => {
    const res = await suggest(a.agent, {
      currentPage: '/contacts',
      userInput: 'Thanks for',
      contactData: { id: ana.id },
      recentActivity: [],
      formData: { scenario: 'email-writing' },
    });
    expect(res.status).toBe(200);
    const r = await json(res);
    expect(r.engine).toBe('local');
    const byAction = Object.fromEntries(r.suggestions.map((s: any) => [s.action.split(':')[0], s]));
    expect(byAction['reply-email']).toMatchObject({
      type: 'next_action',
      text: "Reply to Ana Lima's email of 2026-04-01",
      evidence: [{ kind: 'email', id: emailId, text: '2026-04-01: Inbound email: Pricing question' }],
    });
    expect(byAction['follow-up']).toMatchObject({
      type: 'next_action',
      text: 'Follow up with Ana Lima: no contact for 30 days',
    });
    expect(byAction['follow-up'].evidence[0].id).toBe(emailId);
    expect(byAction['open-deal']).toMatchObject({
      text: 'Move the open deal with Ana Lima forward ($4,500, qualified)',
      evidence: [{ kind: 'deal', id: ana.id }],
    });
    const template = byAction['insert-email-template'];
    expect(template.type).toBe('template');
    expect(template.text).toMatch(/^Hi Ana,\n\nThank you for your email of 2026-04-01/);
    expect(template.evidence.map((e: any) => e.id)).toEqual([ana.id, emailId]);
    const confidences = r.suggestions.map((s: any) => s.confidence);
    expect([...confidences].sort((x, y) => y - x)).toEqual(confidences);
    expect(r.quickActions).toContainEqual({ label: 'Email Ana', action: `email:${ana.id}` });
  });

  it('completes contact names, emails and companies from 3 typed characters, citing the contacts', async () => {
    const r = await json(await suggest(a.agent, { currentPage: '/contacts', userInput: 'lima' }));
    const texts = r.suggestions.map((s: any) => s.text);
    expect(texts).toContain('Ana Lima — Lima Homes <ana@lima.example>');
    expect(texts).toContain('Zoe — Lima Homes <zoe@lima.example>');
    expect(r.suggestions.find((s: any) => s.text === 'Lima Homes')).toMatchObject({
      type: 'completion',
      evidence: [{ kind: 'company', text: '2 contact(s) at Lima Homes' }],
    });
    const anaS = r.suggestions.find((s: any) => s.action === `select-contact:${ana.id}`);
    expect(anaS.evidence).toEqual([{ kind: 'contact', id: ana.id, text: 'Name contains “lima”' }]);
    expect(
      (await json(await suggest(a.agent, { currentPage: '/contacts', userInput: 'li' }))).suggestions,
    ).toEqual([]);
  });

  it('notes a misspelt mail domain', async () => {
    const r = await json(await suggest(a.agent, { currentPage: '/contacts', userInput: 'bob@gmial.com' }));
    expect(r.suggestions[0]).toMatchObject({ type: 'improvement', text: 'Did you mean bob@gmail.com?' });
  });

  it('caches an answer for 30 seconds', async () => {
    const body = { currentPage: '/contacts', userInput: 'Cachet' };
    expect((await json(await suggest(a.agent, body))).suggestions).toEqual([]);
    await a.agent.post('/api/contacts', { firstName: 'Cachet', email: 'cachet@example.com' });
    expect((await json(await suggest(a.agent, body))).suggestions).toEqual([]);
    clock.advance(30_001);
    expect((await json(await suggest(a.agent, body))).suggestions.map((s: any) => s.text)).toEqual([
      'Cachet <cachet@example.com>',
    ]);
  });

  it("never uses another organisation's data", async () => {
    const b = await t.signedIn({ role: 'member' });
    const r = await json(
      await suggest(b.agent, {
        userInput: 'lima',
        contactData: { id: ana.id },
        formData: { scenario: 'email-writing' },
      }),
    );
    expect(r.suggestions).toEqual([]);
    expect(r.quickActions.map((q: any) => q.action)).not.toContain(`email:${ana.id}`);
  });

  it('answers the demo organisation to anyone on the -demo call, and 400 on bad input', async () => {
    const d = await t.signedIn({ role: 'owner' });
    await t.hub.ctx.db.updateTable('organizations').set({ isDemo: 1 }).where('id', '=', d.orgId).execute();
    await d.agent.post('/api/contacts', { firstName: 'Demi', lastName: 'Moreau', email: 'demi@example.com' });
    const res = await t.request('/api/ai/contextual-suggestions-demo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currentPage: '/ai-demo',
        userInput: 'demi',
        recentActivity: [{ type: 'typing', timestamp: 1, scenario: 'contact-search' }],
        formData: { scenario: 'contact-search' },
      }),
    });
    expect(res.status).toBe(200);
    expect((await json(res)).suggestions.map((s: any) => s.text)).toEqual(['Demi Moreau <demi@example.com>']);
    const bad = await suggest(a.agent, { userInput: 42, formData: { scenario: 'poetry' } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).issues.map((i: any) => String(i.path)).sort()).toEqual([
      'formData.scenario',
      'userInput',
    ]);
  });
});

describe.each(testDialects)('the LLM adapter on %s', (dialect) => {
  it('asks an OpenAI-compatible server with the facts and answers its validated suggestions; falls back when it fails', async () => {
    const llm = await standIn();
    const clock = new FakeClock(Date.parse('2026-05-01T12:00:00Z'));
    const t = await crmHub(dialect, {
      clock,
      config: { OUTBOUND_ALLOW: '127.0.0.1/32' },
      pluginConfig: { crm: { CRM_AI_BASE_URL: llm.url, CRM_AI_API_KEY: 'sk-test', CRM_AI_MODEL: 'tiny' } },
    });
    try {
      const a = await t.signedIn({ role: 'member' });
      const ana = await seedAna(t, a.agent, a.orgId, clock);
      llm.answer((body) => {
        const facts = JSON.parse(body.messages[1].content);
        const email = facts.activities.find((x: any) => x.type === 'email_received');
        return {
          status: 200,
          body: {
            choices: [
              {
                message: {
                  content: JSON.stringify({
                    suggestions: [
                      {
                        type: 'next_action',
                        text: `Answer ${facts.contact.firstName}'s pricing question`,
                        confidence: 0.93,
                        action: `reply-email:${facts.contact.id}`,
                        evidence: [{ kind: 'email', id: email.id, text: email.description }],
                      },
                    ],
                    quickActions: [{ label: 'Email Ana', action: `email:${facts.contact.id}` }],
                  }),
                },
              },
            ],
          },
        };
      });
      const body = { currentPage: '/contacts', userInput: 'pricing', contactData: { id: ana.id } };
      const r = await json(await a.agent.post('/api/ai/contextual-suggestions', body));
      expect(r.engine).toBe('llm');
      expect(r.suggestions).toEqual([
        expect.objectContaining({
          text: "Answer Ana's pricing question",
          evidence: [expect.objectContaining({ kind: 'email', text: 'Inbound email: Pricing question' })],
        }),
      ]);
      const sent = llm.requests[0];
      expect(sent.path).toBe('/v1/chat/completions');
      expect(sent.auth).toBe('Bearer sk-test');
      expect(sent.body.model).toBe('tiny');
      expect(sent.body.response_format.json_schema.schema.properties.suggestions.type).toBe('array');
      // What the local engine found goes along, so the model can cite the same evidence.
      expect(JSON.parse(sent.body.messages[1].content).localSuggestions.length).toBeGreaterThan(0);

      // A failing or malformed answer: the local engine's suggestions.
      llm.answer(() => ({
        status: 200,
        body: { choices: [{ message: { content: '{"suggestions": "no"}' } }] },
      }));
      const r2 = await json(
        await a.agent.post('/api/ai/contextual-suggestions', { ...body, userInput: 'pricing?' }),
      );
      expect(r2.engine).toBe('local');
      expect(r2.suggestions.map((s: any) => s.action)).toContain(`reply-email:${ana.id}`);
    } finally {
      await t.close();
      await llm.close();
    }
  });
});
