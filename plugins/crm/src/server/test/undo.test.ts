import { FakeClock, testDialects } from '@ecohub/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_BATCH, nextUndoBatch, UNDO_LEASE_MS, type UndoTransaction } from '../imports/undo.ts';
import { crmHub, crmOf, json } from './fixtures.ts';

const EXISTING = 800;
const CREATED = 1700;

/**
 * 800 contacts the organisation has, an import that changes the company and phone of each and
 * creates 1,700 more, then later edits: every 10th contact's company changes again (the undo keeps
 * it, still restoring the phone), every 100th's company and phone (nothing left to restore).
 * Undo has 800 contacts to restore, 792 of which get a field back, and 1,700 to remove: more than
 * one transaction each.
 */
describe.each(testDialects)('undo of a large import on %s', (dialect) => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  async function setup() {
    const clock = new FakeClock(Date.now());
    const t = await crmHub(dialect, { startJobs: true, clock });
    close = () => t.close();
    const a = await t.signedIn({ role: 'member' });
    const db = t.hub.ctx.db;
    const pre = (i: number) => `pre-${String(i).padStart(4, '0')}`;
    for (let i = 0; i < EXISTING; i += 200)
      await db
        .insertInto('crm_contacts')
        .values(
          Array.from({ length: 200 }, (_, k) => ({
            id: pre(i + k),
            orgId: a.orgId,
            firstName: `E${i + k}`,
            company: 'Old',
            email: `e${i + k}@example.com`,
            emailKey: `e${i + k}@example.com`,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          })),
        )
        .execute();
    const lines = ['First Name,Email,Company,Phone'];
    for (let i = 0; i < EXISTING; i++) lines.push(`E${i},e${i}@example.com,New ${i},p${i}`);
    for (let i = 0; i < CREATED; i++) lines.push(`N${i},n${i}@example.com,Made ${i},`);
    const res = await a.agent.post('/api/contacts/import-csv', {
      csvData: lines.join('\n'),
      filename: 'big.csv',
    });
    const { jobId } = await json(res);
    await t.hub.ctx.jobs.wait(jobId, 60_000);
    for (let i = 0; i < EXISTING; i += 10)
      await db
        .updateTable('crm_contacts')
        .set(i % 100 === 0 ? { company: 'Edited', phone: 'Edited' } : { company: 'Edited' })
        .where('id', '=', pre(i))
        .execute();

    /** The organisation's contacts as undo must leave them. */
    const expected = Array.from({ length: EXISTING }, (_, i) => ({
      id: pre(i),
      company: i % 10 === 0 ? 'Edited' : 'Old',
      phone: i % 100 === 0 ? 'Edited' : '',
    }));
    const contacts = () =>
      db
        .selectFrom('crm_contacts')
        .select(['id', 'company', 'phone'])
        .where('orgId', '=', a.orgId)
        .orderBy('id')
        .execute();
    const undoneActivities = async () =>
      (await json(await a.agent.get('/api/activities?limit=100'))).items.filter(
        (x: any) => x.type === 'import_undone',
      );
    const totals = { removed: CREATED, restored: EXISTING - EXISTING / 100 };
    return { t, a, clock, jobId, expected, contacts, undoneActivities, totals };
  }

  it('undoes in several transactions and answers the exact totals', async () => {
    const { t, a, jobId, expected, contacts, undoneActivities, totals } = await setup();
    const seen: UndoTransaction[] = [];
    const res = await crmOf(t.hub).imports.undo(a.orgId, jobId, null, {
      onUndoTransaction: (x) => void seen.push(x),
    });
    expect(res).toEqual(totals);
    expect(seen.filter((x) => x.phase === 'restore').length).toBeGreaterThan(1);
    expect(seen.filter((x) => x.phase === 'remove').length).toBeGreaterThan(1);
    expect(seen.reduce((n, x) => n + (x.phase === 'restore' ? x.rows : 0), 0)).toBe(EXISTING);
    expect(seen.reduce((n, x) => n + (x.phase === 'remove' ? x.rows : 0), 0)).toBe(CREATED);
    expect(await contacts()).toEqual(expected);
    const acts = await undoneActivities();
    expect(acts).toHaveLength(1);
    expect(acts[0].description).toBe(
      `Undid import big.csv: ${totals.removed.toLocaleString('en')} removed, ${totals.restored} restored`,
    );
    expect((await a.agent.post(`/api/contacts/imports/${jobId}/undo`)).status).toBe(409);
  });

  it.each([
    ['restoring', 'restore', 1],
    ['removing', 'remove', 2],
  ] as const)(
    'finishes an undo that failed while %s when asked again, with the whole undo’s totals',
    async (_, phase, after) => {
      const { t, a, jobId, expected, contacts, undoneActivities, totals } = await setup();
      let n = 0;
      const failing = crmOf(t.hub).imports.undo(a.orgId, jobId, null, {
        onUndoTransaction: (x) => {
          if (x.phase === phase && ++n === after) throw new Error('The hub went away');
        },
      });
      await expect(failing).rejects.toThrow('The hub went away');

      // Part of it is done and stays done; the import is not undone yet.
      const mid = await contacts();
      expect(mid.length).toBeGreaterThan(EXISTING);
      if (phase === 'restore') {
        expect(mid.length).toBe(EXISTING + CREATED);
        expect(mid.filter((c) => c.company === 'Old').length).toBeGreaterThan(0);
        expect(mid.filter((c) => c.company.startsWith('New')).length).toBeGreaterThan(0);
      } else {
        expect(mid.length).toBeLessThan(EXISTING + CREATED);
        expect(mid.filter((c) => c.company.startsWith('New'))).toEqual([]);
      }
      expect(await json(await a.agent.get(`/api/contacts/import-status?jobId=${jobId}`))).toMatchObject({
        undone: false,
      });
      expect(await undoneActivities()).toEqual([]);

      const res = await a.agent.post(`/api/contacts/imports/${jobId}/undo`);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual(totals);
      expect(await contacts()).toEqual(expected);
      expect(await undoneActivities()).toHaveLength(1);
      expect((await a.agent.post(`/api/contacts/imports/${jobId}/undo`)).status).toBe(409);
    },
  );

  it('refuses a second undo while one runs; a stalled one is taken over once its lease runs out', async () => {
    const { t, a, clock, jobId, expected, contacts, undoneActivities, totals } = await setup();
    let stall!: () => void;
    let stalled!: () => void;
    const isStalled = new Promise<void>((r) => {
      stalled = r;
    });
    const first = crmOf(t.hub).imports.undo(a.orgId, jobId, null, {
      onUndoTransaction: () => {
        stalled();
        return new Promise<void>((r) => {
          stall = r;
        });
      },
    });
    first.catch(() => {});
    await isStalled;

    // A double click: the second request is refused, the undo goes on.
    const second = await a.agent.post(`/api/contacts/imports/${jobId}/undo`);
    expect(second.status).toBe(409);
    expect((await json(second)).message).toMatch(/being undone/);

    // The first request's process is gone (it never commits again): after its lease, another takes over.
    clock.advance(UNDO_LEASE_MS + 1000);
    const third = await a.agent.post(`/api/contacts/imports/${jobId}/undo`);
    expect(third.status).toBe(200);
    expect(await json(third)).toEqual(totals);

    // The stalled request wakes up: it lost the undo, changes nothing and records nothing.
    stall();
    await expect(first).rejects.toThrow(/another request/);
    expect(await contacts()).toEqual(expected);
    expect(await undoneActivities()).toHaveLength(1);
    expect(await json(await a.agent.get(`/api/contacts/import-status?jobId=${jobId}`))).toMatchObject({
      undone: true,
    });
  });
});

describe('undo transaction sizes', () => {
  it('aim at 100 ms, grow by half at most, shrink at once, within bounds', () => {
    expect(nextUndoBatch(100, 10, MAX_BATCH.remove)).toBe(150);
    expect(nextUndoBatch(1000, 80, MAX_BATCH.remove)).toBe(1250);
    expect(nextUndoBatch(1000, 400, MAX_BATCH.remove)).toBe(250);
    expect(nextUndoBatch(100, 10_000, MAX_BATCH.remove)).toBe(20);
    expect(nextUndoBatch(900, 10, MAX_BATCH.restore)).toBe(MAX_BATCH.restore);
    expect(nextUndoBatch(7000, 1, MAX_BATCH.remove)).toBe(MAX_BATCH.remove);
  });
});
