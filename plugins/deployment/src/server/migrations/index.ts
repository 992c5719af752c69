import type { Migration } from 'kysely';
import * as deployment from './2026-11-24T00-deployment.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-24T00-deployment': deployment,
};
