import type { Migration } from 'kysely';
import * as registry from './2026-11-23T10-registry.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-23T10-registry': registry,
};
