import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toIso } from '../db/conventions.ts';
import type { CoreTables } from '../db/tables.ts';
import { userService } from '../orgs/service.ts';
import type { Clock } from '../plugin.ts';

/** The `hub_secrets` row holding the SHA-256 of the one-time setup token. */
export const SETUP_TOKEN_NAME = 'setup-token';
export const SETUP_TOKEN_INVALID =
  'This setup token is invalid or has already been used. Restart the hub to print a new one.';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new one-time setup token when the instance has no super admin (else none, and any earlier one
 * is dropped). Only its SHA-256 is stored; the token itself is answered once, for `serve` to print.
 * Each call replaces the previous token: the last printed one is the one that works.
 */
export async function issueSetupToken(db: Kysely<CoreTables>, clock: Clock): Promise<string | null> {
  const admin = await userService(db, clock).hasSuperAdmin();
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('hubSecrets').where('name', '=', SETUP_TOKEN_NAME).execute();
    if (admin) return null;
    const token = randomBytes(32).toString('base64url');
    await trx
      .insertInto('hubSecrets')
      .values({ name: SETUP_TOKEN_NAME, value: sha256(token), createdAt: toIso(clock.now()) })
      .execute();
    return token;
  });
}

/** Uses the setup token up, inside the sign-up's transaction: true once, for the right token only. */
export async function consumeSetupToken(trx: Kysely<CoreTables>, token: string): Promise<boolean> {
  const r = await trx
    .deleteFrom('hubSecrets')
    .where('name', '=', SETUP_TOKEN_NAME)
    .where('value', '=', sha256(token))
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
