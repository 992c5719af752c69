import { definePlugin, tablesOf } from '@ecohub/core';
import { EXPORT_JOB } from '../shared/jobs.ts';
import type { NotesService } from '../shared/services.ts';
import { notesConfig } from './config.ts';
import type { NotesTables } from './db.ts';
import { exportNotes } from './export/job.ts';
import { exportRoutes } from './export/routes.ts';
import { migrations } from './migrations/index.ts';
import { noteRoutes } from './notes/routes.ts';
import { noteStore } from './notes/service.ts';
import { seedDemoNotes } from './seed/demo.ts';

/**
 * The exemplar of plugin contract v2 (docs/plugins.md): configuration, typed tables, one `setup`
 * that builds the plugin's objects, and every other part receiving what it built.
 */
export default definePlugin({
  id: 'custom-notes',
  config: notesConfig,
  tables: tablesOf<NotesTables>(),
  migrations,
  permissions: { 'custom-notes:read': 'viewer', 'custom-notes:write': 'member' },
  // Once per hub; `hub` is typed: `hub.db` knows customNotes, `hub.settings` the config.
  setup: (hub) => ({ notes: noteStore(hub) }),
  routes: (app, hub, { notes }) => {
    noteRoutes(app, notes);
    exportRoutes(app, hub);
  },
  jobs: { [EXPORT_JOB]: (run, { notes }) => exportNotes(run, notes) },
  // Other plugins: `dependsOn: [notesService]`, then `hub.use(notesService).count(orgId)`.
  services: (_hub, { notes }): NotesService => ({ list: notes.list, count: notes.count }),
  seed: { demo: (_hub, demo, { notes }) => seedDemoNotes(notes, demo) },
});

export type { NotesService } from '../shared/services.ts';
export { notesService } from '../shared/services.ts';
