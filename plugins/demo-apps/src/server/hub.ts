import type { PluginHub } from '@ecohub/core';
import type { DemoAppsTables } from './db.ts';

export type DemoAppsHub = PluginHub<unknown, DemoAppsTables>;
