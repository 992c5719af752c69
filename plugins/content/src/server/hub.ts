import type { PluginHub } from '@ecohub/core';
import type { ContentConfig } from './config.ts';
import type { ContentTables } from './db.ts';

export type ContentHub = PluginHub<ContentConfig, ContentTables>;
