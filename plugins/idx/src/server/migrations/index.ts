import type { Migration } from 'kysely';
import * as idx from './2026-11-25T00-idx.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-25T00-idx': idx,
};
