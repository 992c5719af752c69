import type { PluginHub } from '@ecohub/core';
import type { NotesConfig } from './config.ts';
import type { NotesTables } from './db.ts';

/** The hub as custom-notes sees it: `db` typed with core's and its tables, `settings` its config. */
export type NotesHub = PluginHub<NotesConfig, NotesTables>;
