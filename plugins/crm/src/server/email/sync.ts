import { fromBool, type JobRun, toIso } from '@ecohub/core';
import type { EmailProvider } from '../../shared/email.ts';
import type { CrmHub } from '../hub.ts';
import type { AccountRow, EmailAccounts } from './accounts.ts';
import type { EmailIngest } from './ingest.ts';
import type { EmailOAuth } from './oauth.ts';
import { parseRaw } from './parse.ts';
import { imapServer } from './providers.ts';

/** imapflow loads with the first mailbox sync, not with the plugin (at the hub's start). */
let imap: Promise<typeof import('imapflow')> | undefined;
const imapflow = () => (imap ??= import('imapflow'));

export const EMAIL_SYNC_JOB = 'crm.email-sync';
/** Every connected mailbox is synced this often (the schedule), and at once when added. */
export const EMAIL_SYNC_CRON = '*/5 * * * *';
/** Messages fetched per account and run; the next run continues after the last one. */
export const SYNC_BATCH = 200;

export interface SyncResult {
  accountId: string;
  /** Messages fetched from the server in this run (only the new ones). */
  fetched: number;
  stored: number;
  error: string | null;
}

interface SyncParts {
  accounts: EmailAccounts;
  ingest: EmailIngest;
  oauth: EmailOAuth;
}

const messageOf = (err: unknown): string => {
  const e = err as { responseText?: string; authenticationFailed?: boolean; message?: string };
  if (e?.authenticationFailed) {
    const why = e.responseText && !/^\[?[A-Z]*\]?\s*authentication failed\.?$/i.test(e.responseText.trim());
    return `Authentication failed${why ? `: ${e.responseText}` : ''}`;
  }
  return (e?.responseText || e?.message || String(err)).slice(0, 500);
};

/**
 * Incremental IMAP sync of one mailbox's INBOX. UIDVALIDITY decides whether the UIDs seen before
 * still hold (when it changes, the mailbox is read again from the start; Message-IDs already
 * stored are not stored twice). With CONDSTORE, an unchanged HIGHESTMODSEQ means nothing to fetch,
 * and the fetch of the UIDs after the last one asks only for what changed since (changedSince).
 */
export function emailSync(hub: CrmHub, { accounts, ingest, oauth }: SyncParts) {
  const auth = async (a: AccountRow) => {
    const secret = await accounts.secretOf(a);
    if (!secret) return null;
    return a.authMethod === 'oauth'
      ? { user: a.email, accessToken: await oauth.accessToken(a.provider as EmailProvider, secret) }
      : { user: a.email, pass: secret };
  };

  const fetchNew = async (a: AccountRow, login: NonNullable<Awaited<ReturnType<typeof auth>>>) => {
    const { ImapFlow } = await imapflow();
    const client = new ImapFlow({
      ...imapServer(a.provider as EmailProvider, hub.settings),
      auth: login,
      logger: false,
      disableAutoIdle: true,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    client.on('error', () => {}); // a dropped socket fails the pending command, reported there
    await client.connect();
    try {
      const box = await client.mailboxOpen('INBOX', { readOnly: true });
      const uidValidity = String(box.uidValidity);
      const same = a.uidValidity === uidValidity;
      const lastUid = same ? Number(a.lastUid) : 0;
      const modseq = box.highestModseq !== undefined ? String(box.highestModseq) : null;
      const state = { uidValidity, lastUid, highestModseq: modseq };
      if (same && modseq && a.highestModseq === modseq) return { state, sources: [] };
      const uids = ((await client.search({ uid: `${lastUid + 1}:*` }, { uid: true })) || [])
        .filter((u) => u > lastUid)
        .sort((x, y) => x - y)
        .slice(0, SYNC_BATCH);
      if (!uids.length) return { state, sources: [] };
      const changedSince =
        same && a.highestModseq && client.enabled.has('CONDSTORE') ? BigInt(a.highestModseq) : undefined;
      const sources: Array<{ uid: number; source: Buffer }> = [];
      for await (const m of client.fetch(
        uids.join(','),
        { uid: true, source: true },
        { uid: true, changedSince },
      )) {
        if (m.uid > lastUid && m.source) sources.push({ uid: m.uid, source: m.source });
      }
      sources.sort((x, y) => x.uid - y.uid);
      const more = uids.length === SYNC_BATCH;
      return {
        state: {
          uidValidity,
          lastUid: uids[uids.length - 1] ?? lastUid,
          // A partial run keeps the old modseq, so the next run does not skip the rest.
          highestModseq: more ? (same ? a.highestModseq : null) : modseq,
        },
        sources,
      };
    } finally {
      await client.logout().catch(() => client.close());
    }
  };

  /** Syncs one account and records the outcome on it: active with its time, or the error. */
  const syncAccount = async (a: AccountRow): Promise<SyncResult> => {
    const now = () => toIso(hub.clock.now());
    try {
      const login = await auth(a);
      if (!login) return { accountId: a.id, fetched: 0, stored: 0, error: a.lastError };
      const { state, sources } = await fetchNew(a, login);
      let stored = 0;
      for (const { source } of sources) {
        const m = await parseRaw(source, () => `<uid-${a.id}-${state.uidValidity}-${stored}@ecohub>`);
        const outgoing = m.from.address === a.emailKey;
        const r = await ingest(a.orgId, m, {
          direction: outgoing ? 'outgoing' : 'inbound',
          create: false,
          accountId: a.id,
        });
        if (!r.duplicate) stored += 1;
      }
      // The account's own row, by id (the job may run for any organisation's schedule).
      await hub.db
        .updateTable('crmEmailAccounts')
        .set({
          ...state,
          isActive: fromBool(true),
          lastError: null,
          lastSyncAt: now(),
          updatedAt: now(),
        })
        .where('id', '=', a.id)
        .execute();
      return { accountId: a.id, fetched: sources.length, stored, error: null };
    } catch (err) {
      const error = messageOf(err);
      hub.log.warn({ err, accountId: a.id }, 'email sync failed');
      await hub.db
        .updateTable('crmEmailAccounts')
        .set({ isActive: fromBool(false), lastError: error, updatedAt: now() })
        .where('id', '=', a.id)
        .execute();
      return { accountId: a.id, fetched: 0, stored: 0, error };
    }
  };

  return {
    syncAccount,

    /**
     * The job: one account (`{ accountId }`, queued when it is added or synced by hand) or, from
     * the schedule, every account with credentials of every organisation (cross-tenant on purpose).
     */
    async job(run: JobRun<{ accountId?: string } | null>): Promise<{ results: SyncResult[] }> {
      let q = hub.db.selectFrom('crmEmailAccounts').selectAll().where('secret', 'is not', null);
      if (run.payload?.accountId) q = q.where('id', '=', run.payload.accountId);
      const rows = await q.orderBy('id').execute();
      const results: SyncResult[] = [];
      for (const a of rows) {
        if (run.signal.aborted) break;
        results.push(await syncAccount(a));
        await run.progress({ done: results.length, total: rows.length });
      }
      return { results };
    },
  };
}

export type EmailSync = ReturnType<typeof emailSync>;
