import path from 'node:path';
import type { Config } from '../config.ts';
import type { JobHandler } from '../jobs/types.ts';
import type { Schedule } from '../plugin.ts';
import { BACKUP_CRON, type BackupResult, createBackup } from './engine.ts';

export const BACKUP_JOB = 'core.backup';
/** Only one backup runs at a time across every hub process. */
export const BACKUP_UNIQUE_KEY = 'core.backup';

export const backupDir = (config: Pick<Config, 'BACKUP_DIR' | 'DATA_DIR'>) =>
  path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups'));

export interface BackupJobResult {
  file: string;
  path: string;
  size: number;
  sha256: string;
  createdAt: string;
  verifiedAt: string;
  encrypted: boolean;
  deleted: string[];
}

export const toJobResult = (r: BackupResult): BackupJobResult => ({
  file: r.manifest.file,
  path: r.path,
  size: r.manifest.size,
  sha256: r.manifest.sha256,
  createdAt: r.manifest.createdAt,
  verifiedAt: r.manifest.verified?.at ?? '',
  encrypted: r.manifest.encrypted,
  deleted: r.deleted,
});

const STEPS = ['copy', 'checksum', 'verify', 'retention'] as const;

/**
 * A verified backup as a job. A run killed midway leaves `.partial` files only; the retry (after
 * the lease runs out, or at the next start) removes them and starts over.
 */
export const backupJob: JobHandler<{ encrypt?: boolean } | null, BackupJobResult> = async (run) => {
  const { config } = run.hub;
  const encrypt = run.payload?.encrypt ?? !!config.BACKUP_ENCRYPTION_KEY;
  if (encrypt && !config.BACKUP_ENCRYPTION_KEY) throw new Error('BACKUP_ENCRYPTION_KEY is not set');
  let last = 0;
  const r = await createBackup({
    db: run.hub.db,
    dir: backupDir(config),
    encryptWith: encrypt ? config.BACKUP_ENCRYPTION_KEY : undefined,
    retention: { daily: config.BACKUP_KEEP_DAILY, weekly: config.BACKUP_KEEP_WEEKLY },
    now: () => run.hub.clock.now(),
    onProgress: (step, done, total) => {
      // Four steps of 100 each; the copy's pages give the first hundred.
      const overall = STEPS.indexOf(step) * 100 + Math.floor((done / Math.max(total, 1)) * 100);
      if (overall === last) return;
      last = overall;
      void run.progress({ done: overall, total: 400, step }).catch(() => {});
    },
  });
  return toJobResult(r);
};

export const backupSchedule: Schedule = { name: 'core.weekly-backup', cron: BACKUP_CRON, job: BACKUP_JOB };
