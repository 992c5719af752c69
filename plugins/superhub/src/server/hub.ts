import type { CoreTables, PluginHub } from '@ecohub/core';
import type { Kysely, Transaction } from 'kysely';
import type { SuperhubConfig } from './config.ts';
import type { SuperhubTables } from './db.ts';

/** The hub as the SuperHub sees it: `db` typed with core's and its tables, `settings` its config. */
export type SuperhubHub = PluginHub<SuperhubConfig, SuperhubTables>;

/** The SuperHub's database, and a transaction on it. */
export type SuperhubDb = Kysely<CoreTables & SuperhubTables>;
export type SuperhubTrx = Transaction<CoreTables & SuperhubTables>;
