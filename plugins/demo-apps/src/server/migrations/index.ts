import type { Migration } from 'kysely';
import * as state from './2026-11-25T30-demo-app-state.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-25T30-demo-app-state': state,
};
