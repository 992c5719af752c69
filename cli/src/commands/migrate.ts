import { migrateDown, migrateUp, migrationStatus, type Plugin } from '@ecohub/core';
import { Argument, type Command } from 'commander';
import { hubOptions } from '../common.ts';
import { withHub } from '../context.ts';
import { CliError, type Io } from '../io.ts';
import { output, table } from '../output.ts';
import { progress } from '../ui/progress.tsx';

interface MigrateFlags {
  plugin?: string;
  data?: string;
  json?: boolean;
}

export function migrateCommand(program: Command, io: Io): void {
  hubOptions(
    program
      .command('migrate')
      .description(
        'apply pending migrations (up), revert the newest of one plugin (down), or list them (status)',
      )
      .addArgument(new Argument('[action]', 'what to do').choices(['up', 'down', 'status']).default('up'))
      .option('--plugin <id>', 'only this plugin (core for the kernel tables)'),
  ).action((action: 'up' | 'down' | 'status', flags: MigrateFlags) => migrate(io, action, flags));
}

function pick(plugins: Plugin[], id: string | undefined): Plugin[] {
  const withMigrations = plugins.filter((p) => p.migrations);
  if (!id) return withMigrations;
  const found = withMigrations.find((p) => p.id === id);
  if (!found) {
    throw new CliError(
      `No enabled plugin '${id}' has migrations (plugins with migrations: ${withMigrations.map((p) => p.id).join(', ')})`,
    );
  }
  return [found];
}

export async function migrate(io: Io, action: 'up' | 'down' | 'status', flags: MigrateFlags): Promise<void> {
  const out = output(io, flags);
  await withHub(io, flags, async ({ hub }) => {
    const db = hub.ctx.db;
    if (action === 'status') {
      const rows = [];
      for (const p of pick(hub.plugins, flags.plugin))
        rows.push(...(await migrationStatus(db, p.id, p.migrations!)));
      const list = rows.map((r) => ({
        plugin: r.owner,
        name: r.name,
        executedAt: r.executedAt?.toISOString() ?? null,
      }));
      out.result(list);
      out.line(
        table([
          ['PLUGIN', 'MIGRATION', 'APPLIED'],
          ...list.map((r) => [r.plugin, r.name, r.executedAt ?? 'pending']),
        ]),
      );
      return;
    }
    if (action === 'down') {
      if (!flags.plugin) throw new CliError('migrate down reverts one plugin at a time: add --plugin <id>');
      const [p] = pick(hub.plugins, flags.plugin);
      const results = await migrateDown(db, p.id, p.migrations!);
      const reverted = results.map((r) => ({ plugin: p.id, name: r.migrationName }));
      out.result({ action, reverted });
      out.line(
        reverted.length
          ? `${p.id}: reverted ${reverted.map((r) => r.name).join(', ')}`
          : `${p.id}: nothing to revert`,
      );
      return;
    }
    const ui = await progress(io, out);
    const applied: Array<{ plugin: string; name: string }> = [];
    try {
      for (const p of pick(hub.plugins, flags.plugin)) {
        const results = await ui.step(
          `Migrating ${p.id}`,
          () => migrateUp(db, p.id, p.migrations!),
          (r) => (r.length ? `applied ${r.map((x) => x.migrationName).join(', ')}` : 'up to date'),
        );
        applied.push(...results.map((r) => ({ plugin: p.id, name: r.migrationName })));
      }
    } finally {
      ui.close();
    }
    out.result({ action, applied });
  });
}
