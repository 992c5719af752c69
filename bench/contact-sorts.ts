// Contact search in-process at 100,000 contacts in one organisation: CPU µs per contact list call
// (SQLite file), for every sort × typical queries — dense and rare prefixes of names, last names
// and emails, with and without the source/status filters, the first page and the next one.
// `node --import tsx bench/contact-sorts.ts`; BENCH_DATA_DIR=<dir> keeps (or reuses) the database.
import { existsSync } from 'node:fs';
import { coreServices, createHub, loadConfig } from '@ecohub/core';
import { derivedKeys } from '../plugins/crm/src/server/contacts/row.ts';
import crm from '../plugins/crm/src/server/index.ts';
import type { CrmSetup } from '../plugins/crm/src/server/setup.ts';
import { FIRST_NAMES, LAST_NAMES } from './lib/names.ts';
import { tempDataDir } from './lib/processes.ts';

const CONTACTS = 100_000;
const LIMIT = 10;
const SORTS = ['-createdAt', 'createdAt', 'name', '-name', 'value', '-value'] as const;
const SOURCES = ['Web', 'Event', 'Referral'];
const STATUSES = ['lead', 'qualified', 'customer', 'lost'];
// [label, query]: dense (one and three letters, an email start), rare, and the filters.
const CASES: Array<[string, { q?: string; source?: string; status?: string }]> = [
  ['(none)', {}],
  ['j', { q: 'j' }],
  ['jos', { q: 'jos' }],
  ['garcia', { q: 'garcia' }],
  ['person1', { q: 'person1' }],
  ['person4242', { q: 'person4242' }],
  ['zz (none)', { q: 'zz' }],
  ['jos +source', { q: 'jos', source: 'Event' }],
  ['jos +status', { q: 'jos', status: 'customer' }],
  ['j +src+stat', { q: 'j', source: 'Web', status: 'lost' }],
];
/** A cheap integer hash (spreads the filters over the names). */
const mix = (n: number) => Math.imul(n ^ (n >>> 16), 0x45d9f3b) >>> 7;
const MIN_MS = Number(process.env.BENCH_MS ?? 300);

const reuse = process.env.BENCH_DATA_DIR;
const data = reuse ? { dir: reuse, remove: () => {} } : tempDataDir();
const seeded = reuse !== undefined && existsSync(`${reuse}/.seeded`);
const hub = await createHub({
  config: loadConfig({}, { DATA_DIR: data.dir, LOG_LEVEL: 'warn', PUBLIC_URL: 'http://127.0.0.1' } as never),
  plugins: [crm],
});
await hub.migrate();
const db = hub.ctx.db;
const { search } = hub.running('crm').setup as CrmSetup;
let orgId: string;
if (seeded) {
  orgId = (await db.selectFrom('crm_contacts').select('orgId').limit(1).executeTakeFirstOrThrow()).orgId;
} else {
  const org = await hub.ctx.use(coreServices).orgs.create({ name: 'Bench' });
  orgId = org.id;
  process.stdout.write(`seeding ${CONTACTS} contacts\n`);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < CONTACTS; i += 500) {
      const rows = [];
      for (let j = i; j < i + 500; j++) {
        const v = {
          firstName: FIRST_NAMES[j % FIRST_NAMES.length],
          lastName: LAST_NAMES[(j * 7) % LAST_NAMES.length],
          email: `person${j}@example.com`,
        };
        const at = new Date(Date.UTC(2026, 0, 1) + j * 60_000).toISOString();
        rows.push({
          id: crypto.randomUUID(),
          orgId,
          ...v,
          ...derivedKeys(v),
          // Filters independent of the names: a hash of the number, not a cycle.
          source: SOURCES[mix(j) % SOURCES.length],
          status: STATUSES[mix(j + 1) % STATUSES.length],
          value: ((j * 7919) % 100_000) * 100,
          createdAt: at,
          updatedAt: at,
        });
      }
      await trx.insertInto('crm_contacts').values(rows).execute();
    }
  });
  if (reuse) (await import('node:fs')).writeFileSync(`${reuse}/.seeded`, '');
}

/** CPU µs per call, repeated for at least MIN_MS of wall time after a warm-up. */
async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  let n = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  while (performance.now() - t0 < MIN_MS || n < 5) {
    await fn();
    n++;
  }
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / n;
}

const header = ['query', 'page', ...SORTS].map((s, i) => (i === 0 ? s.padEnd(13) : s.padStart(10)));
console.log(
  `\ncontact-sorts: CPU µs per contact list call, ${CONTACTS.toLocaleString('en-US')} contacts, limit ${LIMIT}`,
);
console.log(header.join(''));
for (const [label, q] of CASES) {
  for (const page of [1, 2]) {
    const cells: string[] = [];
    for (const sort of SORTS) {
      const first = await search.list(orgId, { ...q, sort, limit: LIMIT } as never);
      const query = { ...q, sort, limit: LIMIT, cursor: page === 2 ? first.nextCursor : undefined };
      if (page === 2 && !first.nextCursor) {
        cells.push('-');
        continue;
      }
      cells.push(String(Math.round(await time(() => search.list(orgId, query as never)))));
    }
    console.log([label.padEnd(13), String(page).padStart(10), ...cells.map((c) => c.padStart(10))].join(''));
  }
}
await hub.stop();
data.remove();
