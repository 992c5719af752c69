import type { PluginHub } from '@ecohub/core';
import type { EcosystemTables } from './db.ts';

/** The hub as ecosystem sees it: `db` typed with core's and its tables. It reads no settings. */
export type EcosystemHub = PluginHub<undefined, EcosystemTables>;
