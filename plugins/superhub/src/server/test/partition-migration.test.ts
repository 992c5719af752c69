import { testDialects } from '@ecohub/core/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { down, up } from '../migrations/2026-11-25T30-events-partitions.ts';
import { listPartitions } from '../retention/partitions.ts';
import { createApp, postSigned, superhubContext, superhubHub, waitSettled } from './test-helpers.ts';

const pg = testDialects.includes('postgres');

/** relkind of superhub_events in this schema: 'p' partitioned, 'r' a plain table. */
const kind = async (db: Parameters<typeof up>[0]) =>
  (
    await sql<{
      k: string;
    }>`select c.relkind as k from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relname = 'superhub_events' and n.nspname = current_schema()`.execute(db)
  ).rows[0]?.k;

describe.skipIf(!pg)('the events partition migration on postgres', () => {
  it('converts a populated table: every row in its month, every key kept, replays still refused', async () => {
    const { t, owner } = await superhubHub('postgres');
    const hub = superhubContext(t);
    const app = await createApp(owner);
    const db = hub.db as unknown as Parameters<typeof up>[0];
    // Back to the table as it was before the migration (its own `down`), holding one ingested event.
    expect((await postSigned(t, app, { event: 'user.signup' }, { id: 'msg_live' })).status).toBe(202);
    await waitSettled(t);
    await db.transaction().execute((trx) => down(trx));
    expect(await kind(db)).toBe('r');

    // Rows of several months, as a hub that ran for years would hold.
    const months = ['2024-02', '2025-06', '2025-12', '2026-03'];
    const values = months.flatMap((m, i) =>
      Array.from({ length: 50 }, (_, j) => {
        const at = `${m}-0${1 + (j % 9)}T10:00:00.000Z`;
        return sql`(${`ev_${i}_${j}`}, ${owner.orgId}, ${app.id}, ${`legacy_${i}_${j}`}, 'server', 'webhook_events',
          'x', 'ok', '', null, '{}', ${at}, ${at})`;
      }),
    );
    await sql`insert into superhub_events (id, org_id, app_id, message_id, source, stream, event, status, tag,
      user_key, data, occurred_at, received_at) values ${sql.join(values)}`.execute(db);
    const before = await sql<{ id: string; receivedAt: string }>`select id, received_at from superhub_events
      order by id`.execute(db);
    expect(before.rows).toHaveLength(201);

    await db.transaction().execute((trx) => up(trx));
    expect(await kind(db)).toBe('p');
    const after = await sql<{ id: string; receivedAt: string }>`select id, received_at from superhub_events
      order by id`.execute(db);
    expect(after.rows).toEqual(before.rows);
    const names = (await listPartitions(hub.db)).map((p) => p.name);
    for (const m of months) expect(names).toContain(`superhub_events_p${m.replace('-', '')}`);
    // Each row sits in its month's partition, none in the default one.
    const misplaced = await sql<{
      n: number;
    }>`select count(*)::int as n from superhub_events_default`.execute(db);
    expect(misplaced.rows[0]?.n).toBe(0);
    const inFeb = await sql<{ n: number }>`select count(*)::int as n from superhub_events_p202402`.execute(
      db,
    );
    expect(inFeb.rows[0]?.n).toBe(50);
    const keys = await sql<{ n: number }>`select count(*)::int as n from superhub_event_keys`.execute(db);
    expect(keys.rows[0]?.n).toBe(201);

    // Idempotency survives: a replay of a converted row and of the live event store nothing.
    for (const id of ['legacy_1_7', 'msg_live']) {
      const res = await postSigned(t, app, { event: 'user.signup' }, { id });
      expect(await res.json()).toMatchObject({ accepted: 0, duplicates: 1 });
    }
    expect((await postSigned(t, app, { event: 'user.signup' }, { id: 'msg_new' })).status).toBe(202);
    await waitSettled(t);
    const total = await sql<{ n: number }>`select count(*)::int as n from superhub_events`.execute(db);
    expect(total.rows[0]?.n).toBe(202);
    // The logs still read the events, and the organisation's cascade reaches every partition.
    const res = await owner.agent.get('/api/logs/webhook_events?limit=5');
    expect(res.status).toBe(200);
    await sql`delete from organizations where id = ${owner.orgId}`.execute(db);
    const cascaded = await sql<{ n: number }>`select count(*)::int as n from superhub_events`.execute(db);
    expect(cascaded.rows[0]?.n).toBe(0);
    await t.close();
  });
});
