import type { CliProgram, CliTerminal } from '@ecohub/core';
import pLimit from 'p-limit';
import type { AppDeployResult } from '../../shared/deploy.ts';
import type { ConfigStore } from '../configs/service.ts';
import type { Deployer } from '../deploy/service.ts';
import type { DeploymentHub } from '../hub.ts';
import type { AppRow } from './deploy-rows.ts';
import { type DeployView, lineView, tableView } from './deploy-view.tsx';

/** Apps deployed at once (each a signed call and its ack). */
const AT_ONCE = 4;

interface Setup {
  configs: ConfigStore;
  deployer: Deployer;
}

interface Flags {
  app?: string;
  org?: string;
  dryRun?: boolean;
  json?: boolean;
}

/**
 * `ecosystem-cli deploy-webhooks [--app ID] [--org ID] [--dry-run] [--json]`: pushes each app its
 * configuration (the same signed call and ack as POST /api/deploy-webhooks), a few apps at once. On
 * a terminal, a live table of the apps (pending → deploying → done / failed); otherwise one line per
 * step; `--json` prints only the result. Then the summary; exit code 1 when any app failed. Every
 * organisation's apps unless --org or --app narrows it (an operator command: it reads across
 * tenants on purpose).
 */
export function deployCommand(
  program: CliProgram,
  hub: () => Promise<DeploymentHub>,
  setup: () => Promise<Setup>,
  terminal: CliTerminal,
) {
  program
    .command('deploy-webhooks')
    .description('Push each application its webhook configuration (signed call to its SDK endpoint)')
    .option('--app <id>', 'one application only')
    .option('--org <id>', 'the applications of one organisation only')
    .option('--dry-run', 'show what would be deployed, call nothing')
    .option('--json', 'print the result as JSON')
    .action(async (flags: Flags) => {
      const write = (s: string) => terminal.stdout.write(s);
      const h = await hub();
      const { configs, deployer } = await setup();
      const orgs = flags.org
        ? [flags.org]
        : (await h.db.selectFrom('organizations').select('id').orderBy('createdAt').execute()).map(
            (o) => o.id,
          );
      const targets: Array<{ orgId: string; appId: string; name: string }> = [];
      for (const orgId of orgs)
        for (const a of await deployer.apps(orgId))
          if (!flags.app || a.id === flags.app) targets.push({ orgId, appId: a.id, name: a.name });
      if (flags.app && targets.length === 0) throw new Error(`No application ${flags.app}`);

      if (flags.dryRun) {
        const plan = [];
        for (const t of targets) plan.push((await configs.list(t.orgId)).find((c) => c.app_id === t.appId));
        if (flags.json)
          write(`${JSON.stringify({ dry_run: true, total_apps: targets.length, configs: plan }, null, 2)}\n`);
        else {
          for (const c of plan)
            if (c)
              write(
                `${c.app_id}  ${c.app}: ${c.listeners.length} listeners, ${c.triggers.length} triggers (would deploy)\n`,
              );
          write(`Dry run: ${targets.length} applications would be deployed\n`);
        }
        return;
      }

      const rows: AppRow[] = targets.map((t) => ({ app_id: t.appId, app: t.name, state: 'pending' }));
      let view: DeployView | null = null;
      if (!flags.json) view = terminal.stdout.isTTY ? await tableView(terminal, rows) : lineView(write, rows);
      const limit = pLimit(AT_ONCE);
      let results: AppDeployResult[];
      try {
        results = await Promise.all(
          targets.map((t) =>
            limit(async () => {
              view?.update({ app_id: t.appId, app: t.name, state: 'deploying' });
              const r = await deployer.deployApp(t.orgId, t.appId);
              view?.update({
                app_id: r.app_id,
                app: r.app,
                state: r.success ? 'done' : 'failed',
                detail: r.success ? `v${r.version} acknowledged` : (r.error ?? 'failed'),
              });
              return r;
            }),
          ),
        );
      } finally {
        await view?.close();
      }
      const successful = results.filter((r) => r.success).length;
      if (flags.json)
        write(`${JSON.stringify({ successful, total_apps: results.length, results }, null, 2)}\n`);
      if (successful < results.length)
        throw new Error(`${results.length - successful} of ${results.length} applications failed`);
    });
}
