import type { CliProgram } from '@ecohub/core';
import type { SyncResult } from '../../shared/jobs.ts';
import type { IdxHub } from '../hub.ts';
import type { ListingSync } from '../listings/sync.ts';
import type { WebsiteStore } from '../websites/store.ts';

interface Flags {
  org?: string;
  json?: boolean;
}

type Cmd = { configureOutput(): { writeOut?: (s: string) => void } };

/**
 * `ecosystem-cli idx-sync [--org ID] [--json]`: replicates the listing feed now, for one organisation
 * or for every organisation with a live MLS-synced site (an operator command: it reads across
 * tenants on purpose), one line per organisation. The alerts follow as jobs when the hub runs.
 */
export function syncCommand(
  program: CliProgram,
  hub: () => Promise<IdxHub>,
  setup: () => Promise<{ sync: ListingSync; websites: WebsiteStore }>,
) {
  program
    .command('idx-sync')
    .description('Replicate the IDX listing feed (local generator or the MLS OData feed) now')
    .option('--org <id>', 'one organisation only')
    .option('--json', 'print the results as JSON')
    .action(async (flags: Flags, cmd: Cmd) => {
      const write = cmd.configureOutput().writeOut ?? ((s: string) => process.stdout.write(s));
      await hub();
      const { sync, websites } = await setup();
      const orgs = flags.org ? [flags.org] : await websites.syncedOrgs();
      const results: Array<SyncResult & { orgId: string }> = [];
      for (const orgId of orgs) {
        const r = await sync.syncOrg(orgId, async () => {});
        results.push({ orgId, ...r });
        if (!flags.json)
          write(
            `${orgId}  ${r.source}: ${r.fetched} fetched, ${r.created} new, ${r.updated} updated (${r.pages} pages)\n`,
          );
      }
      if (flags.json) write(`${JSON.stringify({ organisations: results.length, results }, null, 2)}\n`);
      else write(`Synced ${results.length} organisation${results.length === 1 ? '' : 's'}\n`);
    });
}
