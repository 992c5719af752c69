import type { PluginHub } from '@ecohub/core';
import type { IdxConfig } from './config.ts';
import type { IdxTables } from './db.ts';

export type IdxHub = PluginHub<IdxConfig, IdxTables>;
