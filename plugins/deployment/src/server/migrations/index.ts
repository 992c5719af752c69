import type { Migration } from 'kysely';
import * as deployment from './2026-11-24T00-deployment.ts';
import * as linkFixes from './2026-11-25T00-link-fixes.ts';
import * as dropAppStats from './2026-11-28T00-drop-app-stats.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-24T00-deployment': deployment,
  '2026-11-25T00-link-fixes': linkFixes,
  '2026-11-28T00-drop-app-stats': dropAppStats,
};
