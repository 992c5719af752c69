import type { CliProgram } from '@ecohub/core';
import type { AppDeployResult } from '../../shared/deploy.ts';
import type { ConfigStore } from '../configs/service.ts';
import type { Deployer } from '../deploy/service.ts';
import type { DeploymentHub } from '../hub.ts';

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

/** What commander hands an action last: the command, whose output the CLI routed to its Io. */
type Cmd = { configureOutput(): { writeOut?: (s: string) => void } };

/**
 * `ecosystem-cli deploy-webhooks [--app ID] [--org ID] [--dry-run] [--json]`: pushes each app its
 * configuration (the same signed call and ack as POST /api/deploy-webhooks), one line per app as it
 * finishes, then the summary; exit code 1 when any app failed. Every organisation's apps unless
 * --org or --app narrows it (an operator command: it reads across tenants on purpose).
 */
export function deployCommand(
  program: CliProgram,
  hub: () => Promise<DeploymentHub>,
  setup: () => Promise<Setup>,
) {
  program
    .command('deploy-webhooks')
    .description('Push each application its webhook configuration (signed call to its SDK endpoint)')
    .option('--app <id>', 'one application only')
    .option('--org <id>', 'the applications of one organisation only')
    .option('--dry-run', 'show what would be deployed, call nothing')
    .option('--json', 'print the result as JSON')
    .action(async (flags: Flags, cmd: Cmd) => {
      const write = cmd.configureOutput().writeOut ?? ((s: string) => process.stdout.write(s));
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

      const results: AppDeployResult[] = [];
      for (const t of targets) {
        const r = await deployer.deployApp(t.orgId, t.appId);
        results.push(r);
        if (!flags.json)
          write(
            `${r.success ? '✓' : '✗'} ${r.app_id}  ${r.app}  v${r.version}  ${r.success ? 'acknowledged' : r.error}\n`,
          );
      }
      const successful = results.filter((r) => r.success).length;
      if (flags.json)
        write(`${JSON.stringify({ successful, total_apps: results.length, results }, null, 2)}\n`);
      else write(`Successfully deployed to ${successful}/${results.length} applications\n`);
      if (successful < results.length)
        throw new Error(`${results.length - successful} of ${results.length} applications failed`);
    });
}
