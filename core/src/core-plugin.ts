import { oidcRoutes } from './auth/oidc-routes.ts';
import { authRoutes } from './auth/routes.ts';
import { SESSION_SWEEP_JOB, sessionSweepJob, sessionSweepSchedule } from './auth/session-sweep.ts';
import { superAdminRoutes } from './auth/super-admin-routes.ts';
import { BACKUP_JOB, backupJob, backupSchedule } from './backup/job.ts';
import { locationOf } from './backup/location.ts';
import { holdServingLock, type ServingLock } from './backup/lock.ts';
import { backupRoutes } from './backup/routes.ts';
import { jobRoutes } from './jobs/routes.ts';
import { mailRoutes } from './mail/routes.ts';
import { coreMigrations } from './migrations/index.ts';
import { orgService, userService } from './orgs/service.ts';
import { definePlugin } from './plugin.ts';
import { serviceRef } from './services.ts';

/** Core's own contributions, loaded first through the same contract as every plugin. */
export const corePlugin = definePlugin({
  id: 'core',
  migrations: coreMigrations,
  permissions: {
    'outbox:read': 'admin',
    'org:manage': 'admin',
  },
  // Once per hub, like every plugin: core's services, and the slot of the serving lock it holds
  // while started.
  setup: (hub): CoreSetup => ({
    orgs: orgService(hub.db, hub.clock),
    users: userService(hub.db, hub.clock),
    serving: { lock: null },
  }),
  jobs: { [SESSION_SWEEP_JOB]: sessionSweepJob, [BACKUP_JOB]: backupJob },
  schedules: [sessionSweepSchedule, backupSchedule],
  // A started hub holds its data: `ecosystem-cli restore` refuses meanwhile.
  onStart: async (hub, { serving }) => {
    const loc = await locationOf(hub.db).catch(() => null);
    if (loc) serving.lock = await holdServingLock(loc);
  },
  onStop: async (_hub, { serving }) => {
    const lock = serving.lock;
    serving.lock = null;
    await lock?.release();
  },
  services: (_hub, { orgs, users }): CoreServices => ({ orgs, users }),
  routes: (app, hub) => {
    app.get('/healthz', (c) => c.json({ ok: true }));
    authRoutes(app, hub);
    superAdminRoutes(app, hub);
    oidcRoutes(app, hub);
    mailRoutes(app, hub);
    backupRoutes(app, hub);
    jobRoutes(app, hub);
  },
});

export type CoreServices = { orgs: ReturnType<typeof orgService>; users: ReturnType<typeof userService> };

/** What core's `setup` builds: its services, and the serving lock of a started hub. */
interface CoreSetup extends CoreServices {
  serving: { lock: ServingLock | null };
}

/** Core's services for `hub.use(coreServices)`; every plugin may use them without `dependsOn`. */
export const coreServices = serviceRef<CoreServices>('core');
