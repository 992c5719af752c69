import type { Migration } from 'kysely';
import * as crossSales from './2026-11-25T00-cross-sales.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-25T00-cross-sales': crossSales,
};
