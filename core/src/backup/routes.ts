import { principalOf, requireAuth, requireSuperAdmin } from '../auth/principal.ts';
import { forbidden } from '../errors.ts';
import type { HubApp, HubContext } from '../plugin.ts';
import { listBackups } from './engine.ts';
import { BACKUP_JOB, BACKUP_UNIQUE_KEY, type BackupJobResult, backupDir } from './job.ts';

/** How long GET /run/backup waits for the job before answering that it is still running. */
export const BACKUP_WAIT_MS = 10 * 60_000;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function backupRoutes(app: HubApp, hub: HubContext, waitMs = BACKUP_WAIT_MS): void {
  /**
   * Spec 002 §7: `GET /run/backup → {status 'success' or other, message}`. Starts a backup job (or
   * joins the one under way) and answers once it is verified, failed, or still running after waitMs.
   */
  app.get('/run/backup', requireSuperAdmin(), async (c) => {
    const id = await hub.jobs.enqueue(BACKUP_JOB, null, { uniqueKey: BACKUP_UNIQUE_KEY, maxAttempts: 2 });
    let job: Awaited<ReturnType<typeof hub.jobs.get>>;
    try {
      job = await hub.jobs.wait(id, waitMs);
    } catch {
      return c.json({ status: 'running', message: 'The backup is still running', jobId: id });
    }
    if (job.status === 'completed') {
      const r = job.result as BackupJobResult;
      return c.json({
        status: 'success',
        message: `Backup ${r.file} (${mb(r.size)}) verified`,
        jobId: id,
        backup: { file: r.file, size: r.size, createdAt: r.createdAt, verifiedAt: r.verifiedAt },
      });
    }
    return c.json({ status: job.status, message: job.error ?? `The backup was ${job.status}`, jobId: id });
  });

  /** The newest verified backup and the schedule, for the SuperHub page (super admins). */
  // Open to the demo only so that a demo visitor is refused like a viewer (403), never let through.
  app.get('/api/backups/status', requireAuth({ allowDemo: true }), (c) => {
    if (!principalOf(c).user?.isSuperAdmin) throw forbidden('Super admin only');
    const list = listBackups(backupDir(hub.config), hub.clock.now());
    const n = list.newestVerified;
    return c.json({
      schedule: 'weekly',
      lastVerified: n ? { file: n.file, createdAt: n.createdAt, size: n.size } : null,
      warning: list.warning,
    });
  });
}
