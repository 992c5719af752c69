import type { CoreTables, PluginHub } from '@ecohub/core';
import type { Kysely } from 'kysely';
import type { CrmConfig } from './config.ts';
import type { CrmTables } from './db.ts';

/** The hub as the CRM sees it: `db` typed with core's and the CRM's tables, its settings (config.ts). */
export type CrmHub = PluginHub<CrmConfig, CrmTables>;

/** The CRM's database, or one of its transactions (a Transaction is a Kysely). */
export type CrmDb = Kysely<CoreTables & CrmTables>;
