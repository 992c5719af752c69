import type { CoreTables, PluginHub } from '@ecohub/core';
import type { Kysely } from 'kysely';
import type { PricingConfig } from './config.ts';
import type { PricingTables } from './db.ts';

/** The hub as pricing sees it: `db` typed with core's and its tables, `settings` its config. */
export type PricingHub = PluginHub<PricingConfig, PricingTables>;

/** Pricing's database, or a transaction on it. */
export type PricingDb = Kysely<CoreTables & PricingTables>;
