import type { Agent, TestHub } from '@ecohub/core/testing';
import { bareApp } from '@ecohub/plugin-ecosystem/testing';
import type { EventReceived } from '@ecohub/plugin-superhub/shared';

let n = 0;

/** An event as superhub announces it after storing it. */
export function received(orgId: string, appId: string, over: Partial<EventReceived> = {}): EventReceived {
  n++;
  const at = over.occurredAt ?? '2026-01-01T12:00:00.000Z';
  return {
    orgId,
    appId,
    id: `ev-${n}`,
    messageId: `msg-${n}`,
    source: 'browser',
    stream: 'events' as EventReceived['stream'],
    event: 'page',
    status: 'ok',
    tag: '',
    user: null,
    data: {},
    occurredAt: at,
    receivedAt: at,
    ...over,
  };
}

export async function emitAll(t: TestHub, events: EventReceived[]): Promise<void> {
  for (const e of events) await t.hub.ctx.events.emit('superhub.event-received', e);
}

export async function createSite(agent: Agent, name: string): Promise<string> {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  const r = await agent.post(
    '/api/ecosystem/apps',
    bareApp(name, `https://${slug}.example.com`, {
      description: `${name} site`,
      appCategory: 'Website',
      published: false,
    }),
  );
  if (r.status !== 201 && r.status !== 200) throw new Error(`app not created: ${r.status} ${await r.text()}`);
  const body = await r.json();
  return body.id ?? body.app?.id;
}

export const DAY = 86_400_000;
/** An ISO time `days` days before the clock's now. */
export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString();
