import type { Migration } from 'kysely';
import * as idx from './2026-11-25T00-idx.ts';
import * as alertUnsubscribe from './2026-11-26T00-alert-unsubscribe.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-25T00-idx': idx,
  '2026-11-26T00-alert-unsubscribe': alertUnsubscribe,
};
