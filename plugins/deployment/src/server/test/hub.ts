import { createTestHub, FakeClock, type SignedIn, type TestDialect } from '@ecohub/core/testing';
import { createApp, postSigned, type TestApp, waitSettled } from '@ecohub/plugin-superhub/testing';
import { plugins } from './plugins.ts';
import { type Receiver, startReceiver } from './receiver.ts';

export interface Sibling extends TestApp {
  receiver: Receiver;
}

/**
 * A started hub (delivery worker on) whose outbound client may reach loopback, a clock the test
 * moves (from now: signatures are checked against the real time), and sibling apps as receivers.
 */
export async function forwardingHub(dialect: TestDialect, pluginConfig: Record<string, unknown> = {}) {
  const clock = new FakeClock(Date.now());
  const t = await createTestHub({
    dialect,
    plugins,
    clock,
    startJobs: true,
    config: { OUTBOUND_ALLOW: '127.0.0.1/32' },
    pluginConfig: { deployment: { DEPLOYMENT_POLL_MS: 20, ...pluginConfig } },
  });
  const owner = await t.signedIn({ role: 'owner' });
  const receivers: Receiver[] = [];
  return {
    t,
    clock,
    owner,
    async sibling(name: string, as: SignedIn = owner): Promise<Sibling> {
      const receiver = await startReceiver();
      receivers.push(receiver);
      const app = await createApp(as, name, receiver.url);
      receiver.become(app);
      return { ...app, receiver };
    },
    async send(app: TestApp, event: string, data: Record<string, unknown> = {}) {
      const res = await postSigned(t, app, { event, data }, { at: clock.now() });
      if (res.status >= 300) throw new Error(`ingestion refused: ${res.status} ${await res.text()}`);
      await waitSettled(t);
    },
    forward: (as: SignedIn, from: TestApp, action: string, to: TestApp[]) =>
      as.agent.put(`/api/webhook-configs/${from.id}`, {
        listeners: [],
        triggers: [{ action, forward_to: to.map((a) => a.id) }],
      }),
    async close() {
      await t.close();
      for (const r of receivers) await r.close();
    },
  };
}

export type ForwardingHub = Awaited<ReturnType<typeof forwardingHub>>;
