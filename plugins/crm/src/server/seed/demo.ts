import { type DemoSeedContext, forOrg, newId, type OrgInsert, toIso, toJson } from '@ecohub/core';
import {
  type ActivityParams,
  CONTACT_STATUSES,
  CONTACT_TYPES,
  crmActivityMessages,
} from '../../shared/index.ts';
import { describeActivity } from '../activities/describe.ts';
import { derivedKeys } from '../contacts/row.ts';
import type { CrmTables } from '../db.ts';
import type { CrmDb, CrmHub } from '../hub.ts';
import type { CrmSetup } from '../setup.ts';
import { CITIES, COMPANIES, FIRST_NAMES, LAST_NAMES, STREETS } from './people.ts';
import { DEMO_SOURCES } from './sources.ts';

/** A demo activity as recorded: its message's values, and the English line rendered from them. */
function seedActivity(type: string, params: ActivityParams, contactId: string, at: number) {
  return {
    id: newId(),
    type,
    description: describeActivity(crmActivityMessages, type, params),
    params: toJson(params),
    contactId,
    createdAt: toIso(new Date(at)),
  };
}

const CONTACTS = 320;

/** A small seeded PRNG (mulberry32): the same demo every time. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ascii = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace('Ł', 'L')
    .replace('ł', 'l')
    .replace('ø', 'o')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** The demo organisation's sources, a few hundred contacts across statuses, and their activities. */
export async function seedDemo(
  hub: CrmHub,
  { sources }: Pick<CrmSetup, 'sources'>,
  { orgId }: DemoSeedContext,
): Promise<void> {
  if ((await sources.list(orgId)).length === 0) for (const s of DEMO_SOURCES) await sources.create(orgId, s);
  const exists = await forOrg(hub.db, orgId).selectFrom('crmContacts').select('id').executeTakeFirst();
  if (exists) return;

  const rand = rng(20261123);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const now = hub.clock.now().getTime();
  const day = 86_400_000;
  // Websites bring most contacts; sibling apps the rest.
  const weights = DEMO_SOURCES.map((_, i) => (i < 3 ? 4 : 1));
  const total = weights.reduce((s, w) => s + w, 0);
  const sourceOf = () => {
    let r = rand() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i];
      if (r < 0) return DEMO_SOURCES[i].name;
    }
    return DEMO_SOURCES[0].name;
  };
  const statusWeights = [0.45, 0.25, 0.2, 0.1];

  const rows: OrgInsert<CrmTables, 'crmContacts'>[] = [];
  const activities: OrgInsert<CrmTables, 'crmActivities'>[] = [];
  for (let i = 0; i < CONTACTS; i++) {
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const email = `${ascii(firstName)}.${ascii(lastName)}${i}@${pick(['gmail.com', 'outlook.com', 'icloud.com', 'proton.me'])}`;
    let r = rand();
    let s = 0;
    while (r > statusWeights[s] && s < 3) r -= statusWeights[s++];
    const status = CONTACT_STATUSES[s];
    const place = pick(CITIES);
    const created = now - Math.floor(rand() * 180) * day - Math.floor(rand() * day);
    const values = {
      firstName,
      lastName,
      email,
      phone: `+1 555 ${String(100 + Math.floor(rand() * 900))} ${String(1000 + Math.floor(rand() * 9000))}`,
      company: pick(COMPANIES),
      source: sourceOf(),
      status,
      value:
        status === 'lost' ? 0 : Math.round((500 + rand() * (status === 'customer' ? 24_500 : 9_500)) * 100),
      lastContactedAt: rand() < 0.7 ? toIso(new Date(created + Math.floor(rand() * (now - created)))) : null,
      street: `${100 + Math.floor(rand() * 9800)} ${pick(STREETS)}`,
      city: place.city,
      state: place.state,
      zip: place.zip,
      latitude: Math.round((place.lat + (rand() - 0.5) * 0.2) * 1e5) / 1e5,
      longitude: Math.round((place.lng + (rand() - 0.5) * 0.2) * 1e5) / 1e5,
      // The geofence panel's contact type (spec 001 §3), one of six in turn: no draw, same sequence.
      tags: toJson([CONTACT_TYPES[i % CONTACT_TYPES.length], ...(rand() < 0.3 ? ['newsletter'] : [])]),
      geoPrecision: 'gps',
    };
    const id = newId();
    rows.push({
      id,
      ...values,
      ...derivedKeys(values),
      createdAt: toIso(new Date(created)),
      updatedAt: toIso(new Date(created)),
    });
    const name = `${firstName} ${lastName}`;
    activities.push(
      seedActivity('contact_added', { name, source: values.source, variant: 'source' }, id, created),
    );
    if (status !== 'lead')
      activities.push(
        seedActivity(
          'contact_updated',
          { name, variant: status },
          id,
          created + Math.floor((now - created) / 2),
        ),
      );
  }
  await hub.db.transaction().execute(async (trx: CrmDb) => {
    const org = forOrg(trx, orgId);
    for (let i = 0; i < rows.length; i += 100)
      await org.insertInto('crmContacts', rows.slice(i, i + 100)).execute();
    for (let i = 0; i < activities.length; i += 100)
      await org.insertInto('crmActivities', activities.slice(i, i + 100)).execute();
  });
}
