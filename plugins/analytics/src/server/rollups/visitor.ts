import { hash, randomBytes } from 'node:crypto';
import type { EventReceived } from '@ecohub/plugin-superhub/shared';
import type { AnalyticsHub } from '../hub.ts';

export interface VisitorIds {
  /** The visitor an event counts for in the unique counts (at once while the day's salt is known). */
  of(e: EventReceived): string | Promise<string>;
}

/**
 * Cookieless visitor ids (as Plausible does): a hash of the day's salt, the site, the caller's
 * address and user agent. The browser sends nothing identifying; the salt is random per UTC day,
 * kept in its own table (never beside the rollups) and deleted once the day is over, so yesterday's
 * ids cannot be recomputed or linked to today's. Without a caller (server events), an event counts
 * for its signed-in user, or else for itself.
 */
export function visitorIds(hub: AnalyticsHub): VisitorIds {
  const salts = new Map<string, Promise<string>>();
  /** The current day's salt once read. */
  let known: { day: string; salt: string } | undefined;

  const saltOf = (day: string): Promise<string> => {
    let salt = salts.get(day);
    if (!salt) {
      salt = daySalt(hub, day);
      salts.set(day, salt);
      void salt.then(
        (s) => {
          if (!known || known.day <= day) known = { day, salt: s };
        },
        () => salts.delete(day),
      );
      // Only today's salt is kept: in memory as in the table.
      for (const d of salts.keys()) if (d < day) salts.delete(d);
    }
    return salt;
  };

  const idOf = (salt: string, e: EventReceived & { client: object }): string =>
    hash(
      'sha256',
      `${salt}\u0000${e.appId}\u0000${e.client.address}\u0000${e.client.userAgent}`,
      'base64url',
    ).slice(0, 22);

  return {
    of(e) {
      if (!e.client) return e.user ? `u:${e.user}` : `e:${e.messageId}`;
      const client = e as EventReceived & { client: object };
      // The current day's events (a prefix check: no day string built per event).
      if (known !== undefined && known.day.length === 10 && e.receivedAt.startsWith(known.day))
        return idOf(known.salt, client);
      const day = e.receivedAt.slice(0, 10);
      if (known?.day === day) return idOf(known.salt, client);
      return saltOf(day).then((salt) => idOf(salt, client));
    },
  };
}

/** The day's salt: created on first use, shared by the hub processes through the table. */
async function daySalt(hub: AnalyticsHub, day: string): Promise<string> {
  // Cross-tenant on purpose: one salt per day for the whole hub; it identifies no one.
  await hub.db.deleteFrom('analyticsSalts').where('day', '<', day).execute();
  await hub.db
    .insertInto('analyticsSalts')
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await hub.db
    .selectFrom('analyticsSalts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}
