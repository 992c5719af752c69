import { forOrg, fromBool, newId, toIso } from '@ecohub/core';
import type { Selectable } from 'kysely';
import {
  type EmailAccount,
  type EmailAccountInput,
  type EmailProvider,
  emailAccountInputSchema,
} from '../../shared/email.ts';
import type { CrmHub } from '../hub.ts';
import type { EmailTables } from './db.ts';
import type { CredentialBox } from './secrets.ts';

export type AccountRow = Selectable<EmailTables['crmEmailAccounts']>;

/** Why an account cannot sync until the user acts: shown as its error. */
export const NO_CREDENTIALS =
  'Enter an app password for this mailbox (OAuth is not configured for this provider)';
export const AWAITING_OAUTH = 'Waiting for authorization with the provider';

export const toAccount = (r: AccountRow, messageCount: number): EmailAccount => ({
  id: r.id,
  email: r.email,
  provider: r.provider as EmailProvider,
  isActive: !!Number(r.isActive),
  authMethod: r.authMethod === 'oauth' ? 'oauth' : 'password',
  lastSyncAt: r.lastSyncAt,
  lastError: r.lastError,
  messageCount,
});

/** Connected mailboxes of an organisation: their credentials sealed, their sync state. */
export function emailAccounts(hub: CrmHub, box: CredentialBox) {
  const counts = async (orgId: string) => {
    const rows = await forOrg(hub.db, orgId)
      .selectFrom('crmEmailMessages')
      .select((eb) => ['accountId', eb.fn.countAll<number | string>().as('n')])
      .where('accountId', 'is not', null)
      .groupBy('accountId')
      .execute();
    return new Map(rows.map((r) => [r.accountId, Number(r.n)]));
  };

  return {
    async list(orgId: string): Promise<EmailAccount[]> {
      const [rows, n] = await Promise.all([
        forOrg(hub.db, orgId)
          .selectFrom('crmEmailAccounts')
          .selectAll()
          .orderBy('createdAt')
          .orderBy('emailKey')
          .execute(),
        counts(orgId),
      ]);
      return rows.map((r) => toAccount(r, n.get(r.id) ?? 0));
    },

    async get(orgId: string, id: string): Promise<AccountRow | undefined> {
      return forOrg(hub.db, orgId)
        .selectFrom('crmEmailAccounts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Adds the mailbox, or updates it when the organisation has that address already (a new app
     * password). With an app password it waits for its first sync; with OAuth for the grant.
     */
    async add(orgId: string, body: EmailAccountInput, oauth: boolean): Promise<AccountRow> {
      const input = emailAccountInputSchema.parse(body);
      const password = input.password?.trim() ? input.password : null;
      const authMethod = password || !oauth ? 'password' : 'oauth';
      const now = toIso(hub.clock.now());
      const values = {
        provider: input.provider,
        email: input.email,
        authMethod,
        secret: password ? await box.seal(password) : null,
        isActive: fromBool(false),
        lastError: password ? null : authMethod === 'oauth' ? AWAITING_OAUTH : NO_CREDENTIALS,
        updatedAt: now,
      };
      const emailKey = input.email.toLowerCase();
      const db = forOrg(hub.db, orgId);
      const known = await db
        .selectFrom('crmEmailAccounts')
        .select('id')
        .where('emailKey', '=', emailKey)
        .executeTakeFirst();
      if (known) {
        await db.updateTable('crmEmailAccounts').set(values).where('id', '=', known.id).execute();
      } else {
        await db
          .insertInto('crmEmailAccounts', { id: newId(), emailKey, createdAt: now, ...values })
          .onConflict((oc) => oc.columns(['orgId', 'emailKey']).doUpdateSet(values))
          .execute();
      }
      return (await db
        .selectFrom('crmEmailAccounts')
        .selectAll()
        .where('emailKey', '=', emailKey)
        .executeTakeFirstOrThrow()) as AccountRow;
    },

    /** The OAuth grant arrived: the refresh token, sealed; the first sync follows. */
    async grant(orgId: string, id: string, refreshToken: string): Promise<void> {
      await forOrg(hub.db, orgId)
        .updateTable('crmEmailAccounts')
        .set({
          authMethod: 'oauth',
          secret: await box.seal(refreshToken),
          lastError: null,
          updatedAt: toIso(hub.clock.now()),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Removes the mailbox and its credential; its messages stay in their conversations. */
    async remove(orgId: string, id: string): Promise<boolean> {
      const r = await forOrg(hub.db, orgId)
        .deleteFrom('crmEmailAccounts')
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** The account's credential in clear, for the IMAP login only. */
    secretOf: (r: AccountRow) => (r.secret ? box.open(r.secret) : Promise.resolve(null)),
  };
}

export type EmailAccounts = ReturnType<typeof emailAccounts>;
