import type { CoreTables, PluginHub } from '@ecohub/core';
import type { Kysely } from 'kysely';
import type { CrmTables } from './db.ts';

/** The hub as the CRM sees it: `db` typed with core's and the CRM's tables (no configuration). */
export type CrmHub = PluginHub<undefined, CrmTables>;

/** The CRM's database, or one of its transactions (a Transaction is a Kysely). */
export type CrmDb = Kysely<CoreTables & CrmTables>;
