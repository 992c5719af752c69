import { forOrg, fromJson, toIso, toJson } from '@ecohub/core';
import { DEFAULT_MONITORING_CONFIG, type MonitoringConfig } from '../../shared/phase3.ts';
import type { DeploymentHub } from '../hub.ts';

/** The organisation's monitoring configuration (the default one until it saves its own). */
export function monitoringStore(hub: DeploymentHub) {
  return {
    async get(orgId: string): Promise<MonitoringConfig> {
      const row = await forOrg(hub.db, orgId)
        .selectFrom('deploymentMonitoringConfigs')
        .select('config')
        .executeTakeFirst();
      return row
        ? fromJson<MonitoringConfig>(row.config, DEFAULT_MONITORING_CONFIG)
        : DEFAULT_MONITORING_CONFIG;
    },
    async save(orgId: string, config: MonitoringConfig): Promise<MonitoringConfig> {
      const scoped = forOrg(hub.db, orgId);
      const now = toIso(hub.clock.now());
      const r = await scoped
        .updateTable('deploymentMonitoringConfigs')
        .set({ config: toJson(config), updatedAt: now })
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0)
        await scoped
          .insertInto('deploymentMonitoringConfigs', { config: toJson(config), updatedAt: now })
          .execute();
      return config;
    },
  };
}

export type MonitoringStore = ReturnType<typeof monitoringStore>;
