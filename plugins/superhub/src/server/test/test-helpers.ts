import type { Clock } from '@ecohub/core';
import { createTestHub, type SignedIn, type TestDialect, type TestHub } from '@ecohub/core/testing';
import ecosystemPlugin from '@ecohub/plugin-ecosystem';
import { bareApp } from '@ecohub/plugin-ecosystem/testing';
import { Webhook } from 'standardwebhooks';
import { superhubService } from '../../shared/index.ts';
import type { SuperhubConfig } from '../config.ts';
import type { SuperhubHub } from '../hub.ts';
import superhubPlugin from '../index.ts';

export const ORIGIN = 'https://brand.example.com';

export interface TestApp {
  id: string;
  secret: string;
  publishableKey: string;
}

/** A hub with the ecosystem and superhub plugins and one signed-in owner. */
export async function superhubHub(
  dialect: TestDialect,
  opts: { clock?: Clock; settings?: Partial<SuperhubConfig>; startJobs?: boolean } = {},
): Promise<{ t: TestHub; owner: SignedIn }> {
  const t = await createTestHub({
    dialect,
    plugins: [ecosystemPlugin, superhubPlugin],
    clock: opts.clock,
    startJobs: opts.startJobs,
    pluginConfig: { superhub: opts.settings ?? {} },
  });
  return { t, owner: await t.signedIn({ role: 'owner' }) };
}

/** The superhub plugin's own context (typed database, its settings), as its setup receives it. */
export const superhubContext = (t: TestHub): SuperhubHub =>
  t.hub.running('superhub').ctx as unknown as SuperhubHub;

/** Registers an application through the ecosystem API, as an owner does. */
export async function createApp(owner: SignedIn, name = 'Brand Studio', origin = ORIGIN): Promise<TestApp> {
  const res = await owner.agent.post('/api/ecosystem/apps', bareApp(name, origin));
  if (res.status !== 201) throw new Error(`app not created: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { app: { id: string }; signingSecret: string; publishableKey: string };
  return { id: body.app.id, secret: body.signingSecret, publishableKey: body.publishableKey };
}

let seq = 0;

/** Signs with the reference `standardwebhooks` implementation. */
export function signedHeaders(secret: string, body: string, opts: { id?: string; at?: Date } = {}) {
  const id = opts.id ?? `msg_${Date.now()}_${seq++}`;
  const at = opts.at ?? new Date();
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}

export async function postSigned(
  t: TestHub,
  app: TestApp,
  event: Record<string, unknown>,
  opts: { id?: string; at?: Date; path?: string } = {},
): Promise<Response> {
  const body = JSON.stringify({ app: app.id, ...event });
  const res = await t.hub.app.request(`http://localhost:3000${opts.path ?? '/api/record'}`, {
    method: 'POST',
    headers: signedHeaders(app.secret, body, opts),
    body,
  });
  return res;
}

export const waitSettled = (t: TestHub) => t.hub.ctx.use(superhubService).settled();
