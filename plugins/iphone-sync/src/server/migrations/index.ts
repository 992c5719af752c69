import type { Migration } from 'kysely';
import * as iphoneSync from './2026-11-25T00-iphone-sync.ts';
import * as carddav from './2026-11-25T01-carddav.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-25T00-iphone-sync': iphoneSync,
  '2026-11-25T01-carddav': carddav,
};
