import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { toIso } from '@ecohub/core';
import type { MarketingHub } from '../hub.ts';

const KEY_ROW = 'links';
const mac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('base64url').slice(0, 32);
const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface LinkSigner {
  /** `<recipientId>.<mac>`: names one message in unsubscribe, open and click links. */
  token(recipientId: string): Promise<string>;
  /** The recipient id of a well-signed token, else null. */
  verify(token: string): Promise<string | null>;
  /** The signature of a click link: the target cannot be changed (no open redirect). */
  clickSignature(recipientId: string, url: string): Promise<string>;
  verifyClick(recipientId: string, url: string, signature: string): Promise<boolean>;
}

/**
 * HMAC-SHA256 with MARKETING_LINK_SECRET, or a random key created once and kept in the database
 * (so links stay valid across restarts and hub processes).
 */
export function linkSigner(hub: MarketingHub): LinkSigner {
  let secret: Promise<string> | undefined;
  const load = async () => {
    if (hub.settings.MARKETING_LINK_SECRET) return hub.settings.MARKETING_LINK_SECRET;
    await hub.db
      .insertInto('marketingKeys')
      .values({
        id: KEY_ROW,
        secret: randomBytes(32).toString('base64url'),
        createdAt: toIso(hub.clock.now()),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const row = await hub.db
      .selectFrom('marketingKeys')
      .select('secret')
      .where('id', '=', KEY_ROW)
      .executeTakeFirstOrThrow();
    return row.secret;
  };
  const key = () => {
    secret ??= load().catch((err) => {
      secret = undefined;
      throw err;
    });
    return secret;
  };
  return {
    token: async (id) => `${id}.${mac(await key(), `r:${id}`)}`,
    async verify(token) {
      const m = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{32})$/.exec(token);
      if (!m) return null;
      return same(m[2]!, mac(await key(), `r:${m[1]}`)) ? m[1]! : null;
    },
    clickSignature: async (id, url) => mac(await key(), `c:${id}:${url}`),
    verifyClick: async (id, url, signature) => same(signature, mac(await key(), `c:${id}:${url}`)),
  };
}
