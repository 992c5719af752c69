import { DEMO_ORG_NAME, type DemoSeedResult, type Hub, PLATFORM_ORG_NAME, seedDemo } from '@ecohub/core';
import type { Command } from 'commander';
import { hubOptions } from '../common.ts';
import { withHub } from '../context.ts';
import { CliError, type Io } from '../io.ts';
import { type Output, output } from '../output.ts';
import { progress } from '../ui/progress.tsx';

interface SeedFlags {
  demo?: boolean;
  data?: string;
  json?: boolean;
}

export function seedCommand(program: Command, io: Io): void {
  hubOptions(
    program
      .command('seed')
      .description('load data into the database')
      .option('--demo', 'the demo organisation, its owner and every enabled plugin’s demo data (once)'),
  ).action((flags: SeedFlags) => seed(io, flags));
}

export async function seed(io: Io, flags: SeedFlags): Promise<void> {
  if (!flags.demo) throw new CliError('Choose what to seed: --demo loads the demo organisation');
  const out = output(io, flags);
  await withHub(io, flags, async ({ hub }) => {
    const result = await loadDemo(io, out, hub);
    out.result(result);
    printDemo(out, result);
  });
}

/** Migrates, then seeds the demo with live progress. */
export async function loadDemo(io: Io, out: Output, hub: Hub): Promise<DemoSeedResult> {
  const ui = await progress(io, out);
  try {
    await ui.step('Migrating the database', () => hub.migrate());
    return await ui.step(
      'Loading the demo',
      () => seedDemo(hub),
      (r) => (r.created ? `plugins: ${r.plugins.join(', ') || 'none with demo data'}` : 'already present'),
    );
  } finally {
    ui.close();
  }
}

/** How to sign in to the platform and the demo; generated passwords appear here and nowhere else. */
export function printDemo(out: Output, r: DemoSeedResult): void {
  const p = r.platform;
  if (p.created) {
    const admin = p.superAdmin ? '; its owner is super admin' : '';
    out.line(`Created the platform organisation "${PLATFORM_ORG_NAME}" (the public catalogue${admin}).`);
    if (p.password) out.line(`Sign in as ${p.ownerEmail} with the password ${p.password}`);
    else out.line(`Its owner is ${p.ownerEmail}, with that account's existing password.`);
  }
  if (!r.created) out.line('The demo organisation already exists: nothing changed.');
  else {
    out.line(`Created the demo organisation "${DEMO_ORG_NAME}" (its own tenant, synthetic data only).`);
    if (r.password) out.line(`Sign in as ${r.ownerEmail} with the password ${r.password}`);
    else out.line(`Sign in as ${r.ownerEmail} with that account's existing password.`);
  }
  const shown = [p.password, r.password].filter(Boolean).length;
  if (shown === 2) out.line('These passwords are shown only this once: keep them now.');
  else if (shown === 1) out.line('This password is shown only this once: keep it now.');
}
