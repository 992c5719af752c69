import type { PluginHub } from '@ecohub/core';
import type { CrossSalesTables } from './db.ts';

/** The hub as cross-sales sees it: core's tables and its roadmap. */
export type CrossSalesHub = PluginHub<undefined, CrossSalesTables>;
