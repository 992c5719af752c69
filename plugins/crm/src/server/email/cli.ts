import type { CliProgram } from '@ecohub/core';
import type { CrmHub } from '../hub.ts';
import type { EmailSetup } from './setup.ts';
import type { SyncResult } from './sync.ts';

interface Flags {
  org?: string;
  json?: boolean;
}

/** What commander hands an action last: the command, whose output the CLI routed to its Io. */
type Cmd = { configureOutput(): { writeOut?: (s: string) => void } };

/**
 * `ecosystem-cli email-sync [--org ID] [--json]`: syncs every connected mailbox with credentials
 * now, as the 5-minute schedule does, one line per account; exit code 1 when one failed. Every
 * organisation's unless --org narrows it (an operator command: it reads across tenants on purpose).
 */
export function emailSyncCommand(
  program: CliProgram,
  hub: () => Promise<CrmHub>,
  setup: () => Promise<{ email: EmailSetup }>,
) {
  program
    .command('email-sync')
    .description("Sync the CRM's connected mailboxes now (IMAP), as the schedule does every 5 minutes")
    .option('--org <id>', 'the mailboxes of one organisation only')
    .option('--json', 'print the result as JSON')
    .action(async (flags: Flags, cmd: Cmd) => {
      const write = cmd.configureOutput().writeOut ?? ((s: string) => process.stdout.write(s));
      const h = await hub();
      const { email } = await setup();
      let q = h.db.selectFrom('crmEmailAccounts').selectAll().where('secret', 'is not', null);
      if (flags.org) q = q.where('orgId', '=', flags.org);
      const rows = await q.orderBy('createdAt').orderBy('id').execute();
      const results: Array<SyncResult & { email: string }> = [];
      for (const a of rows) {
        const r = await email.sync.syncAccount(a);
        results.push({ email: a.email, ...r });
        if (!flags.json)
          write(`${a.email}: ${r.error ? `error: ${r.error}` : `${r.fetched} fetched, ${r.stored} new`}\n`);
      }
      if (flags.json) write(`${JSON.stringify({ accounts: results }, null, 2)}\n`);
      else if (!rows.length) write('No mailboxes with credentials to sync\n');
      const failed = results.filter((r) => r.error).length;
      if (failed) throw new Error(`${failed} of ${results.length} mailboxes failed to sync`);
    });
}
