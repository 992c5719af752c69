import path from 'node:path';
import {
  BACKUP_MAX_AGE_MS,
  type BackupStep,
  backupDir,
  createBackup,
  listBackups,
  loadConfig,
  locationFromConfig,
  restoreBackup,
  verifyBackup,
} from '@ecohub/core';
import type { Command } from 'commander';
import { hubOptions } from '../common.ts';
import { withHub } from '../context.ts';
import { CliError, type Io } from '../io.ts';
import { output, table } from '../output.ts';
import { type Progress, progress } from '../ui/progress.tsx';

interface Flags {
  data?: string;
  json?: boolean;
  out?: string;
  encrypt?: boolean;
  yes?: boolean;
}

const LABELS: Record<BackupStep, string> = {
  copy: 'Copying the database',
  checksum: 'Checksumming the archive',
  verify: 'Restoring into a scratch database and verifying',
  retention: 'Applying retention',
};

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const age = (ms: number) =>
  ms < 3_600_000
    ? `${Math.round(ms / 60_000)}m`
    : ms < 86_400_000
      ? `${Math.round(ms / 3_600_000)}h`
      : `${Math.floor(ms / 86_400_000)}d`;

const configOf = (io: Io, flags: Flags) => loadConfig(io.env, { DATA_DIR: flags.data, LOG_LEVEL: 'warn' });

function keyOf(io: Io): string | undefined {
  return io.env.BACKUP_ENCRYPTION_KEY || undefined;
}

/** Turns the engine's step events into one progress step each (a live line, or a line when done). */
function stepper(ui: Progress) {
  let current: {
    step: BackupStep;
    resolve(): void;
    reject(err: unknown): void;
    shown: Promise<unknown>;
  } | null = null;
  return {
    on(step: BackupStep) {
      if (current?.step === step) return;
      current?.resolve();
      let resolve!: () => void;
      let reject!: (err: unknown) => void;
      const finished = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      const shown = ui.step(LABELS[step], () => finished).catch(() => {});
      current = { step, resolve, reject, shown };
    },
    async finish(err?: unknown) {
      if (err) current?.reject(err);
      else current?.resolve();
      await current?.shown;
    },
  };
}

export function backupCommand(program: Command, io: Io): void {
  const backup = hubOptions(
    program
      .command('backup')
      .description('back the database up, restore the copy into a scratch database and verify it')
      .option('--out <dir>', 'folder of backups (default BACKUP_DIR or <DATA_DIR>/backups)')
      .option('--encrypt', 'encrypt with AES-256-GCM, key from BACKUP_ENCRYPTION_KEY'),
  ).action((flags: Flags) => runBackup(io, flags));
  hubOptions(
    backup
      .command('verify')
      .description('restore a backup into a scratch database and compare it with its manifest')
      .argument('<file>', 'backup archive'),
  ).action((file: string, _f: Flags, cmd: Command) => verify(io, file, cmd.optsWithGlobals<Flags>()));
  hubOptions(
    backup
      .command('list')
      .description('backups with time, size, whether verified, and age')
      .option('--out <dir>', 'folder of backups'),
  ).action((_f: Flags, cmd: Command) => list(io, cmd.optsWithGlobals<Flags>()));
  hubOptions(
    program
      .command('restore')
      .description('replace the data with a verified backup (the hub must be stopped)')
      .argument('<file>', 'backup archive')
      .option('--yes', 'confirm: the current data is replaced (and kept aside)'),
  ).action((file: string, flags: Flags) => restore(io, file, flags));
}

async function runBackup(io: Io, flags: Flags): Promise<void> {
  const out = output(io, flags);
  const key = keyOf(io);
  if (flags.encrypt && !key) throw new CliError('--encrypt needs BACKUP_ENCRYPTION_KEY in the environment');
  await withHub(io, flags, async ({ hub, config }) => {
    const ui = await progress(io, out);
    const steps = stepper(ui);
    let result: Awaited<ReturnType<typeof createBackup>>;
    try {
      result = await createBackup({
        db: hub.ctx.db,
        dir: flags.out ? path.resolve(flags.out) : backupDir(config),
        encryptWith: flags.encrypt ? key : undefined,
        retention: { daily: config.BACKUP_KEEP_DAILY, weekly: config.BACKUP_KEEP_WEEKLY },
        plugins: Object.fromEntries(hub.plugins.map((p) => [p.id, p.version])),
        onProgress: (s) => steps.on(s),
      });
      await steps.finish();
    } catch (err) {
      await steps.finish(err);
      throw err;
    } finally {
      ui.close();
    }
    const m = result.manifest;
    out.result({
      path: result.path,
      verified: m.verified,
      size: m.size,
      sha256: m.sha256,
      encrypted: m.encrypted,
      tables: m.tables,
      migrations: m.migrations,
      deleted: result.deleted,
    });
    out.line(
      `Backup ${result.path} (${mb(m.size)}) verified: ${Object.keys(m.tables).length} tables, sha256 ${m.sha256.slice(0, 12)}…`,
    );
    if (result.deleted.length) out.line(`Retention removed ${result.deleted.join(', ')}`);
  });
}

async function verify(io: Io, file: string, flags: Flags): Promise<void> {
  const out = output(io, flags);
  const config = configOf(io, flags);
  const location = await locationFromConfig(config);
  const ui = await progress(io, out);
  let r: Awaited<ReturnType<typeof verifyBackup>>;
  try {
    r = await ui.step(
      'Restoring into a scratch database and verifying',
      () => verifyBackup(path.resolve(file), { key: keyOf(io), location }),
      (v) => (v.ok ? 'ok' : 'FAILED'),
    );
  } finally {
    ui.close();
  }
  out.result({ file: path.resolve(file), ok: r.ok, problems: r.problems, tables: r.manifest.tables });
  if (!r.ok) throw new CliError(`Backup ${file} failed verification: ${r.problems.join('; ')}`);
  out.line(`Backup ${file} verified: ${Object.keys(r.manifest.tables).length} tables match the manifest`);
}

async function list(io: Io, flags: Flags): Promise<void> {
  const out = output(io, flags);
  const config = configOf(io, flags);
  const l = listBackups(
    flags.out ? path.resolve(flags.out) : backupDir(config),
    new Date(),
    BACKUP_MAX_AGE_MS,
  );
  out.result(l);
  out.line(
    table([
      ['FILE', 'CREATED', 'SIZE', 'VERIFIED', 'AGE'],
      ...l.backups.map((b) => [
        b.file,
        b.createdAt,
        mb(b.size),
        b.state === 'verified' ? 'yes' : b.state === 'incomplete' ? 'no (incomplete)' : 'no',
        age(b.ageMs),
      ]),
    ]),
  );
  if (l.warning) {
    if (flags.json) io.stderr.write(`ecosystem-cli: warning: ${l.warning}\n`);
    else out.line(`Warning: ${l.warning}`);
  }
}

async function restore(io: Io, file: string, flags: Flags): Promise<void> {
  const out = output(io, flags);
  if (!flags.yes) throw new CliError('restore replaces the current data (kept aside): confirm with --yes');
  const config = configOf(io, flags);
  const location = await locationFromConfig(config);
  const ui = await progress(io, out);
  let r: Awaited<ReturnType<typeof restoreBackup>>;
  try {
    r = await ui.step(
      'Verifying the backup, then swapping it in',
      () => restoreBackup({ file: path.resolve(file), location, key: keyOf(io) }),
      (x) => `${Object.keys(x.tables).length} tables`,
    );
  } finally {
    ui.close();
  }
  out.result({ file: r.file, aside: r.aside, tables: r.tables });
  out.line(`Restored ${file}; the previous data is kept at ${r.aside}`);
}
