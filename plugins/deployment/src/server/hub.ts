import type { CoreTables, PluginHub } from '@ecohub/core';
import type { Kysely } from 'kysely';
import type { DeploymentConfig } from './config.ts';
import type { DeploymentTables } from './db.ts';

export type DeploymentHub = PluginHub<DeploymentConfig, DeploymentTables>;

/** A transaction (or the database) typed with deployment's tables, as `forOrg` takes it. */
export type DeploymentDb = Kysely<CoreTables & DeploymentTables>;
