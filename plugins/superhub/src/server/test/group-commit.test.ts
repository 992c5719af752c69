import { HttpError, timeOrderedId } from '@ecohub/core';
import { FakeClock, testDialects } from '@ecohub/core/testing';
import { describe, expect, it } from 'vitest';
import { commitDelayOf, superhubConfig } from '../config.ts';
import type { EventRow } from '../ingest/event-store.ts';
import { type GroupCommit, type GroupCommitOptions, groupCommit } from '../ingest/service.ts';
import { superhubContext, superhubHub } from './test-helpers.ts';

let seq = 0;
const rowsOf = (orgId: string, appId: string, n: number): EventRow[] =>
  Array.from({ length: n }, () => {
    const at = new Date().toISOString();
    return {
      id: timeOrderedId(),
      orgId,
      appId,
      messageId: `msg_${seq++}`,
      source: 'server',
      stream: 'webhook_events',
      event: 'x',
      status: 'ok',
      tag: '',
      userKey: null,
      data: '{}',
      occurredAt: at,
      receivedAt: at,
    };
  });

// A fixed clock: every commit of a test falls in the same one-minute window.
/** A request's outcome: its status, and how many of its events were stored. */
const outcome = (p: Promise<{ stored: EventRow[] }>) =>
  p.then(
    (c) => ({ status: 202, stored: c.stored.length }),
    (err) => ({ status: err instanceof HttpError ? err.status : 500, stored: 0 }),
  );

/**
 * A contributor (as webhook forwarding's outbox is): joins every commit when `joined`, so commits run
 * in a transaction that hands it their newly stored events; answers the ids it was handed.
 */
function contributor(t: Parameters<typeof superhubContext>[0], joined: boolean) {
  const handed: string[] = [];
  const events = superhubContext(t).events;
  if (joined) events.on('superhub.events-arriving', ({ join }) => join());
  events.on('superhub.events-committing', ({ events: fresh }) => {
    for (const e of fresh) handed.push(e.id);
  });
  return handed;
}

// Every case with and without a contributor that joins: on PostgreSQL a commit nobody joins is one
// statement without a transaction, a joined one a transaction of several.
const cases = testDialects.flatMap((d) => [[d, 'alone'] as const, [d, 'joined'] as const]);

describe.each(cases)('group commit on %s, %s', (dialect, mode) => {
  const joined = mode === 'joined';
  it('shares each app’s rate limit between the hub processes of one database', async () => {
    const { t, owner } = await superhubHub(dialect, { clock: new FakeClock() });
    contributor(t, joined);
    // Two queues on one database, as two hub processes have.
    const one = groupCommit(superhubContext(t), { eventsPerMinute: 5 });
    const two = groupCommit(superhubContext(t), { eventsPerMinute: 5 });
    const org = owner.orgId;
    expect(await outcome(one.submit('app_a', org, rowsOf(org, 'app_a', 3)))).toEqual({
      status: 202,
      stored: 3,
    });
    expect(await outcome(two.submit('app_a', org, rowsOf(org, 'app_a', 3)))).toEqual({
      status: 429,
      stored: 0,
    });
    expect(await outcome(two.submit('app_a', org, rowsOf(org, 'app_a', 2)))).toEqual({
      status: 202,
      stored: 2,
    });
    expect(await outcome(one.submit('app_a', org, rowsOf(org, 'app_a', 1)))).toEqual({
      status: 429,
      stored: 0,
    });
    // Another app has its own budget.
    expect(await outcome(one.submit('app_b', org, rowsOf(org, 'app_b', 5)))).toEqual({
      status: 202,
      stored: 5,
    });
    await t.close();
  });

  it('counts only the accepted requests of one commit against the limit', async () => {
    const { t, owner } = await superhubHub(dialect, { clock: new FakeClock() });
    contributor(t, joined);
    const store = groupCommit(superhubContext(t), { eventsPerMinute: 4 });
    const org = owner.orgId;
    // Queued in the same turn: one commit takes them all, in order.
    const results = await Promise.all([
      outcome(store.submit('app_a', org, rowsOf(org, 'app_a', 2))),
      outcome(store.submit('app_a', org, rowsOf(org, 'app_a', 3))),
      outcome(store.submit('app_b', org, rowsOf(org, 'app_b', 4))),
      outcome(store.submit('app_a', org, rowsOf(org, 'app_a', 2))),
    ]);
    expect(results).toEqual([
      { status: 202, stored: 2 },
      { status: 429, stored: 0 },
      { status: 202, stored: 4 },
      { status: 202, stored: 2 },
    ]);
    // The refused three were not counted: the window is full with exactly four events.
    const windows = await superhubContext(t)
      .db.selectFrom('superhubRateWindows')
      .select(['appId', 'count'])
      .orderBy('appId')
      .execute();
    expect(windows.map((w) => [w.appId, Number(w.count)])).toEqual([
      ['app_a', 4],
      ['app_b', 4],
    ]);
    expect(await outcome(store.submit('app_a', org, rowsOf(org, 'app_a', 1)))).toEqual({
      status: 429,
      stored: 0,
    });
    await t.close();
  });

  it('adds each commit’s newly stored events to their apps’ totals: events, errors, last event', async () => {
    const { t, owner } = await superhubHub(dialect, { clock: new FakeClock() });
    const handed = contributor(t, joined);
    const store = groupCommit(superhubContext(t), { eventsPerMinute: 10_000 });
    const org = owner.orgId;
    const a = rowsOf(org, 'app_a', 3);
    const b = rowsOf(org, 'app_b', 2);
    (a[1] as EventRow).stream = 'errors';
    (a[1] as EventRow).receivedAt = '2026-11-28T10:00:03.000Z';
    (a[2] as EventRow).receivedAt = '2026-11-28T10:00:05.000Z';
    (a[0] as EventRow).receivedAt = '2026-11-28T10:00:01.000Z';
    (b[0] as EventRow).receivedAt = '2026-11-28T09:59:59.000Z';
    (b[1] as EventRow).receivedAt = '2026-11-28T09:59:58.000Z';
    // One commit of both apps.
    await Promise.all([store.submit('app_b', org, b), store.submit('app_a', org, a)]);
    // A later commit: one new error of app_a and a replay of app_b's first message (not counted).
    const more = rowsOf(org, 'app_a', 1);
    (more[0] as EventRow).stream = 'errors';
    (more[0] as EventRow).receivedAt = '2026-11-28T10:01:00.000Z';
    const replay = { ...(b[0] as EventRow), id: timeOrderedId(), receivedAt: '2026-11-28T10:02:00.000Z' };
    await Promise.all([store.submit('app_a', org, more), store.submit('app_b', org, [replay])]);
    // Stamped earlier than app_b's last (another process's clock): counted, the last event stays.
    const late = rowsOf(org, 'app_b', 1);
    (late[0] as EventRow).receivedAt = '2026-11-28T09:00:00.000Z';
    await store.submit('app_b', org, late);
    const counters = await superhubContext(t)
      .db.selectFrom('superhubAppCounters')
      .selectAll()
      .orderBy('appId')
      .execute();
    expect(
      counters.map((c) => ({
        appId: c.appId,
        orgId: c.orgId,
        events: Number(c.events),
        errors: Number(c.errors),
        last: c.lastEventAt,
      })),
    ).toEqual([
      { appId: 'app_a', orgId: org, events: 4, errors: 2, last: '2026-11-28T10:01:00.000Z' },
      { appId: 'app_b', orgId: org, events: 3, errors: 0, last: '2026-11-28T09:59:59.000Z' },
    ]);
    // A joined contributor was handed every newly stored event (not the replay), in its commit.
    expect(handed.sort()).toEqual(joined ? [...a, ...b, ...more, ...late].map((r) => r.id).sort() : []);
    await t.close();
  });

  it('stores each message id once across inserts of many rows, and says which rows it stored', async () => {
    const { t, owner } = await superhubHub(dialect, { clock: new FakeClock() });
    contributor(t, joined);
    const store = groupCommit(superhubContext(t), { eventsPerMinute: 10_000 });
    const org = owner.orgId;
    const earlier = rowsOf(org, 'app_a', 2);
    expect((await store.submit('app_a', org, earlier)).stored).toHaveLength(2);
    // 250 rows (three inserts): a replay of an earlier message in the second, one within the third.
    const rows = rowsOf(org, 'app_a', 250);
    (rows[150] as EventRow).messageId = (earlier[1] as EventRow).messageId;
    (rows[240] as EventRow).messageId = (rows[230] as EventRow).messageId;
    const done = await store.submit('app_a', org, rows);
    expect(done.duplicates).toBe(2);
    const storedIds = new Set(done.stored.map((r) => r.id));
    expect(storedIds.has((rows[150] as EventRow).id)).toBe(false);
    expect(storedIds.has((rows[240] as EventRow).id)).toBe(false);
    expect(storedIds.has((rows[230] as EventRow).id)).toBe(true);
    expect(storedIds.size).toBe(248);
    const counted = await superhubContext(t)
      .db.selectFrom('superhubEvents')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(counted?.n)).toBe(250);
    const counters = await superhubContext(t).db.selectFrom('superhubAppCounters').selectAll().execute();
    expect(counters.map((c) => Number(c.events))).toEqual([250]);
    await t.close();
  });

  it('rolls a joined commit back when its contributor fails: nothing stored, nothing counted', async () => {
    const { t, owner } = await superhubHub(dialect, { clock: new FakeClock() });
    const ctx = superhubContext(t);
    if (joined) ctx.events.on('superhub.events-arriving', ({ join }) => join());
    ctx.events.on('superhub.events-committing', ({ fail }) => fail(new Error('outbox down')));
    const store = groupCommit(ctx, { eventsPerMinute: 10 });
    const org = owner.orgId;
    const rows = rowsOf(org, 'app_a', 3);
    // Joined: the contributor's failure fails the requests; alone, it is never asked.
    expect(await outcome(store.submit('app_a', org, rows))).toEqual(
      joined ? { status: 500, stored: 0 } : { status: 202, stored: 3 },
    );
    const stored = await ctx.db.selectFrom('superhubEvents').select('id').execute();
    expect(stored).toHaveLength(joined ? 0 : 3);
    const windows = await ctx.db.selectFrom('superhubRateWindows').select('count').execute();
    expect(windows.map((w) => Number(w.count))).toEqual(joined ? [] : [3]);
    await t.close();
  });
});

describe.each(testDialects)('group commit delay on %s', (dialect) => {
  /** The commits a queue ran: each emits `superhub.events-arriving` once, with its apps. */
  function commitsOf(t: Parameters<typeof superhubContext>[0]) {
    const commits: string[][] = [];
    superhubContext(t).events.on('superhub.events-arriving', ({ appIds }) => {
      commits.push([...appIds]);
    });
    return commits;
  }
  const settledFlag = (p: Promise<unknown>) => {
    const state = { done: false };
    void p.then(() => {
      state.done = true;
    });
    return state;
  };
  const turns = async (n: number) => {
    for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
  };
  /** A hub and a queue on it (100 events a minute per app), with the commits it runs. */
  const queueOn = async (opts: Omit<GroupCommitOptions, 'eventsPerMinute'>) => {
    const { t, owner } = await superhubHub(dialect, { clock: new FakeClock() });
    const commits = commitsOf(t);
    const store = groupCommit(superhubContext(t), { eventsPerMinute: 100, ...opts });
    return { t, org: owner.orgId, commits, store };
  };
  /** One commit of two requests: requests are arriving concurrently. */
  const commitTwo = (store: GroupCommit, org: string) =>
    Promise.all([
      store.submit('app_a', org, rowsOf(org, 'app_a', 1)),
      store.submit('app_b', org, rowsOf(org, 'app_b', 1)),
    ]);

  it('never delays the commit of a lone request', async () => {
    // A minute's delay: a commit that waited would time the test out.
    const { t, org, commits, store } = await queueOn({ commitDelayMs: 60_000 });
    expect((await store.submit('app_a', org, rowsOf(org, 'app_a', 1))).stored).toHaveLength(1);
    expect((await store.submit('app_a', org, rowsOf(org, 'app_a', 2))).stored).toHaveLength(2);
    expect(commits).toEqual([['app_a'], ['app_a']]);
    await t.close();
  });

  it('after a commit of several requests, gathers the next ones until the delay or a full batch', async () => {
    const { t, org, commits, store } = await queueOn({ commitDelayMs: 60_000, maxEvents: 6 });
    await commitTwo(store, org);
    expect(commits).toHaveLength(1);
    // The next requests, each in its own turn of the event loop, wait for one another.
    const first = store.submit('app_b', org, rowsOf(org, 'app_b', 2));
    const firstDone = settledFlag(first);
    await turns(20);
    const second = store.submit('app_a', org, rowsOf(org, 'app_a', 2));
    await turns(20);
    expect(firstDone.done).toBe(false);
    expect(commits).toHaveLength(1);
    // Six events fill the batch: it commits at once, all three requests together.
    const third = store.submit('app_c', org, rowsOf(org, 'app_c', 2));
    const done = await Promise.all([first, second, third]);
    expect(done.map((d) => d.stored.length)).toEqual([2, 2, 2]);
    expect(commits).toEqual([
      ['app_a', 'app_b'],
      ['app_b', 'app_a', 'app_c'],
    ]);
    const stored = await superhubContext(t).db.selectFrom('superhubEvents').select('id').execute();
    expect(stored).toHaveLength(8);
    await t.close();
  });

  it('starts a waiting commit at once when asked to settle', async () => {
    const { t, org, commits, store } = await queueOn({ commitDelayMs: 60_000 });
    await commitTwo(store, org);
    const waiting = store.submit('app_a', org, rowsOf(org, 'app_a', 3));
    await turns(20);
    expect(commits).toHaveLength(1);
    // A minute's delay: settling that waited it out would time the test out.
    await store.settled();
    expect((await waiting).stored).toHaveLength(3);
    expect(commits).toHaveLength(2);
    await t.close();
  });

  it('commits and announces the events still queued when the hub stops', async () => {
    const { t, owner } = await superhubHub(dialect, {
      clock: new FakeClock(),
      settings: { SUPERHUB_COMMIT_DELAY_MS: 100 },
    });
    const announced: string[] = [];
    superhubContext(t).events.on('superhub.event-received', (e) => {
      announced.push(e.id);
    });
    // The plugin's own queue, as the ingestion routes use it.
    const { store } = t.hub.running('superhub').setup as { store: GroupCommit };
    const org = owner.orgId;
    await commitTwo(store, org);
    const rows = rowsOf(org, 'app_a', 2);
    const last = store.submit('app_a', org, rows);
    await t.close();
    expect((await last).stored).toHaveLength(2);
    expect(announced).toEqual(expect.arrayContaining(rows.map((r) => r.id)));
  });

  it('with no delay, commits the next request at once whatever the previous commit held', async () => {
    const { t, org, commits, store } = await queueOn({ maxEvents: 6 });
    await commitTwo(store, org);
    expect((await store.submit('app_b', org, rowsOf(org, 'app_b', 2))).stored).toHaveLength(2);
    expect(commits).toEqual([['app_a', 'app_b'], ['app_b']]);
    await t.close();
  });
});

describe('the commit delay by default', () => {
  it('waits 3 ms on PostgreSQL and never on SQLite, unless SUPERHUB_COMMIT_DELAY_MS says otherwise', () => {
    const unset = superhubConfig.parse({});
    expect(commitDelayOf(unset, 'postgres')).toBe(3);
    expect(commitDelayOf(unset, 'sqlite')).toBe(0);
    const set = superhubConfig.parse({ SUPERHUB_COMMIT_DELAY_MS: '7' });
    expect(commitDelayOf(set, 'postgres')).toBe(7);
    expect(commitDelayOf(set, 'sqlite')).toBe(7);
    expect(commitDelayOf(superhubConfig.parse({ SUPERHUB_COMMIT_DELAY_MS: '0' }), 'postgres')).toBe(0);
  });
});
