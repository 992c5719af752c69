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

const servingLocks = new WeakMap<object, ServingLock>();

/** Core's own contributions, loaded first through the same contract as every plugin. */
export const corePlugin = definePlugin({
  id: 'core',
  migrations: coreMigrations,
  permissions: {
    'outbox:read': 'admin',
    'org:manage': 'admin',
  },
  jobs: { [SESSION_SWEEP_JOB]: sessionSweepJob, [BACKUP_JOB]: backupJob },
  schedules: [sessionSweepSchedule, backupSchedule],
  // A started hub holds its data: `ecosystem-cli restore` refuses meanwhile.
  onStart: async (hub) => {
    const loc = await locationOf(hub.db).catch(() => null);
    if (loc) servingLocks.set(hub.db, await holdServingLock(loc));
  },
  onStop: async (hub) => {
    await servingLocks.get(hub.db)?.release();
    servingLocks.delete(hub.db);
  },
  services: (hub) => ({ orgs: orgService(hub.db, hub.clock), users: userService(hub.db, hub.clock) }),
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

/** Core's services for `hub.use(coreServices)`; every plugin may use them without `dependsOn`. */
export const coreServices = serviceRef<CoreServices>('core');
