import { createTestHub, type SignedIn, type TestDialect, type TestHub } from '@ecohub/core/testing';
import crmPlugin from '@ecohub/plugin-crm';
import ecosystemPlugin from '@ecohub/plugin-ecosystem';
import { bareApp } from '@ecohub/plugin-ecosystem/testing';
import superhubPlugin from '@ecohub/plugin-superhub';
import { postSigned, type TestApp, waitSettled } from '@ecohub/plugin-superhub/testing';
import crossSales from '../index.ts';

export const HUB = 'http://localhost:3000';

/** A hub with the real peers: ecosystem, CRM, SuperHub and cross-sales. */
export const crossSalesHub = (dialect: TestDialect) =>
  createTestHub({ dialect, plugins: [ecosystemPlugin, crmPlugin, superhubPlugin, crossSales] });

/** Registers an app as an owner does: a category and a monthly price of its own. */
export async function addApp(
  owner: SignedIn,
  name: string,
  opts: { category?: string; monthly?: number; features?: string[] } = {},
): Promise<TestApp & { origin: string }> {
  const origin = `https://${name.toLowerCase().replace(/[^a-z]+/g, '-')}.example.com`;
  const monthly = opts.monthly ?? 0;
  const res = await owner.agent.post(
    '/api/ecosystem/apps',
    bareApp(name, origin, {
      appCategory: opts.category ?? name,
      features: opts.features ?? [],
      pricing: { monthly, annual: monthly * 10, lifetime: 0, oneTime: 0 },
    }),
  );
  if (res.status !== 201) throw new Error(`app not created: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { app: { id: string }; signingSecret: string; publishableKey: string };
  return { id: body.app.id, secret: body.signingSecret, publishableKey: body.publishableKey, origin };
}

/** A signed server event of an app (the SDK's Node client sends the same). */
export async function serverEvent(t: TestHub, app: TestApp, event: Record<string, unknown>): Promise<void> {
  const res = await postSigned(t, app, event);
  if (res.status >= 300) throw new Error(`event refused: ${res.status} ${await res.text()}`);
  await waitSettled(t);
}

/** Browser events with the publishable key from the app's origin (what the SDK tracker posts). */
export async function browserEvents(
  t: TestHub,
  app: TestApp & { origin: string },
  events: Array<{ event: string; user?: string; data?: Record<string, unknown> }>,
): Promise<void> {
  const body = JSON.stringify({
    events: events.map((e, i) => ({ id: `evt_${Date.now()}_${i}_${Math.random()}`, app: app.id, ...e })),
  });
  const res = await t.hub.app.request(`${HUB}/api/record?key=${app.publishableKey}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: app.origin },
    body,
  });
  if (res.status >= 300) throw new Error(`events refused: ${res.status} ${await res.text()}`);
  await waitSettled(t);
}

export const paid = (user: string, amount: number) => ({
  event: 'payment.succeeded',
  user,
  data: { amount, currency: 'USD', paymentId: `pay_${user}_${amount}` },
});
