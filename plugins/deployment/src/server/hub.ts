import type { PluginHub } from '@ecohub/core';
import type { DeploymentConfig } from './config.ts';
import type { DeploymentTables } from './db.ts';

export type DeploymentHub = PluginHub<DeploymentConfig, DeploymentTables>;
