import type { PluginHub } from '@ecohub/core';
import type { SchedulerConfig } from './config.ts';
import type { SchedulerTables } from './db.ts';

export type SchedulerHub = PluginHub<SchedulerConfig, SchedulerTables>;
