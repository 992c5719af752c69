import { timeOrderedId } from '@ecohub/core';
import { FakeClock, testDialects } from '@ecohub/core/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SuperhubHub } from '../hub.ts';
import { eventStore } from '../ingest/event-store.ts';
import {
  applyRetention,
  DELETE_BATCH,
  RETENTION_JOB,
  type RetentionResult,
  retentionCutoff,
} from '../retention/job.ts';
import { ensurePartitions, listPartitions } from '../retention/partitions.ts';
import { createApp, postSigned, superhubContext, superhubHub, waitSettled } from './test-helpers.ts';

const DAY = 86_400_000;

async function runRetention(t: Awaited<ReturnType<typeof superhubHub>>['t']): Promise<RetentionResult> {
  const id = await t.hub.ctx.jobs.enqueue(RETENTION_JOB, {});
  const job = await t.hub.ctx.jobs.wait(id, 30_000);
  expect(job.status).toBe('completed');
  return job.result as RetentionResult;
}

const count = async (hub: SuperhubHub) =>
  Number(
    (
      await hub.db
        .selectFrom('superhubEvents')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  );

/** `n` stored events of one app received at `at` (through the event store, keys included). */
async function storeRows(hub: SuperhubHub, orgId: string, appId: string, n: number, at: Date) {
  const store = eventStore(hub.db, hub.dialect);
  const receivedAt = at.toISOString();
  for (let i = 0; i < n; i += 500) {
    const rows = Array.from({ length: Math.min(500, n - i) }, (_, j) => ({
      id: timeOrderedId(),
      orgId,
      appId,
      messageId: `old_${receivedAt}_${i + j}`,
      source: 'server' as const,
      stream: 'webhook_events' as const,
      event: 'x',
      status: 'ok',
      tag: '',
      userKey: null,
      data: '{}',
      occurredAt: receivedAt,
      receivedAt,
    }));
    await hub.db.transaction().execute((trx) => store.insert(trx, rows));
  }
}

describe('retention cutoff', () => {
  it('goes back whole months, to the last day of a shorter month', () => {
    expect(retentionCutoff(new Date('2026-05-20T10:00:00.000Z'), 3).toISOString()).toBe(
      '2026-02-20T10:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-03-31T00:00:00.000Z'), 1).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-01-15T00:00:00.000Z'), 13).toISOString()).toBe(
      '2024-12-15T00:00:00.000Z',
    );
  });
});

describe.each(testDialects)('event retention on %s', (dialect) => {
  it('recognises a replay months later, and removes events past the retention with their keys', async () => {
    const clock = new FakeClock(Date.parse('2026-01-10T12:00:00Z'));
    const { t, owner } = await superhubHub(dialect, {
      clock,
      settings: { SUPERHUB_EVENT_RETENTION_MONTHS: 3 },
    });
    const hub = superhubContext(t);
    const app = await createApp(owner);
    // As the plugin's onStart does on a started hub: January to April 2026.
    if (dialect === 'postgres') await ensurePartitions(hub.db, clock.now());
    const first = await postSigned(
      t,
      app,
      { event: 'user.signup', user: 'ada@example.com' },
      { id: 'msg_jan', at: clock.now() },
    );
    expect(first.status).toBe(202);
    clock.advance(64 * DAY); // 2026-03-15: another month, another partition on PostgreSQL
    const replay = await postSigned(t, app, { event: 'user.signup' }, { id: 'msg_jan', at: clock.now() });
    expect(await replay.json()).toMatchObject({ accepted: 0, duplicates: 1 });
    expect(
      (await postSigned(t, app, { event: 'page.view' }, { id: 'msg_mar', at: clock.now() })).status,
    ).toBe(202);
    await waitSettled(t);
    expect(await count(hub)).toBe(2);

    // Several batches of old events, all past the retention.
    await storeRows(hub, owner.orgId, app.id, DELETE_BATCH * 2 + 10, new Date('2025-12-03T08:00:00Z'));
    expect(await count(hub)).toBe(DELETE_BATCH * 2 + 12);
    clock.advance(66 * DAY); // 2026-05-20: the cutoff is 2026-02-20
    // What the daily job runs (the job itself: the next test).
    const result = await applyRetention(hub, 3);
    const left = await hub.db.selectFrom('superhubEvents').select(['messageId', 'receivedAt']).execute();
    expect(left.map((r) => r.messageId)).toEqual(['msg_mar']);
    if (dialect === 'postgres') {
      // December 2025 has no partition: those rows went to the default one, deleted in batches.
      expect(result.dropped).toEqual(['superhub_events_p202601']);
      expect(result.deleted).toBe(DELETE_BATCH * 2 + 10);
      expect(result.created).toEqual([
        'superhub_events_p202605',
        'superhub_events_p202606',
        'superhub_events_p202607',
        'superhub_events_p202608',
      ]);
      expect(result.keysDeleted).toBe(DELETE_BATCH * 2 + 11);
      const names = (await listPartitions(hub.db)).map((p) => p.name);
      expect(names).toContain('superhub_events_p202603');
      expect(names).not.toContain('superhub_events_p202601');
      const keys = await sql<{ messageId: string }>`select message_id from superhub_event_keys`.execute(
        hub.db,
      );
      expect(keys.rows.map((k) => k.messageId)).toEqual(['msg_mar']);
    } else {
      expect(result.deleted).toBe(DELETE_BATCH * 2 + 11);
    }
    // Past the retention the original is gone, and so is its key: the same id is a new event.
    const later = await postSigned(t, app, { event: 'user.signup' }, { id: 'msg_jan', at: clock.now() });
    expect(await later.json()).toMatchObject({ accepted: 1, duplicates: 0 });
    // Still a replay of a kept event.
    const again = await postSigned(t, app, { event: 'page.view' }, { id: 'msg_mar', at: clock.now() });
    expect(await again.json()).toMatchObject({ accepted: 0, duplicates: 1 });
    await t.close();
  }, 60_000);

  it('keeps every event when no retention is set', async () => {
    const clock = new FakeClock(Date.parse('2026-06-01T00:00:00Z'));
    const { t, owner } = await superhubHub(dialect, { clock, startJobs: true });
    const hub = superhubContext(t);
    const app = await createApp(owner);
    await storeRows(hub, owner.orgId, app.id, 3, new Date('2019-02-01T00:00:00Z'));
    const result = await runRetention(t);
    expect(result).toMatchObject({ dropped: [], deleted: 0, keysDeleted: 0 });
    expect(await count(hub)).toBe(3);
    await t.close();
  });
});
