import type { PluginHub } from '@ecohub/core';
import type { IphoneConfig } from './config.ts';
import type { IphoneTables } from './db.ts';

export type IphoneHub = PluginHub<IphoneConfig, IphoneTables>;
