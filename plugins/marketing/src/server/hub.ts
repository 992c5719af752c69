import type { CoreTables, PluginHub } from '@ecohub/core';
import type { Kysely } from 'kysely';
import type { MarketingConfig } from './config.ts';
import type { MarketingTables } from './db.ts';

/** The hub as the marketing plugin sees it. */
export type MarketingHub = PluginHub<MarketingConfig, MarketingTables>;

/** The plugin's database, or one of its transactions. */
export type MarketingDb = Kysely<CoreTables & MarketingTables>;
