import type { Migration } from 'kysely';
import * as billing from './2026-11-23T10-billing.ts';

export const migrations: Record<string, Migration> = { '2026-11-23T10-billing': billing };
