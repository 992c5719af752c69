import { definePlugin } from '@ecohub/core';
import { migrations } from './migrations/index.ts';
import { noteRoutes } from './routes.ts';
import { seedDemoNotes } from './seed.ts';

/** The smallest complete plugin: one table, tenant-scoped routes, permissions and a demo seed. */
export default definePlugin({
  id: 'custom-notes',
  migrations,
  permissions: { 'custom-notes:read': 'viewer', 'custom-notes:write': 'member' },
  routes: noteRoutes,
  seed: { demo: seedDemoNotes },
});
