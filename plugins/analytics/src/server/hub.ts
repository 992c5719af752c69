import type { PluginHub } from '@ecohub/core';
import type { AnalyticsConfig } from './config.ts';
import type { AnalyticsTables } from './db.ts';

/** The hub as analytics sees it: `db` typed with core's and its tables, `settings` its config. */
export type AnalyticsHub = PluginHub<AnalyticsConfig, AnalyticsTables>;
