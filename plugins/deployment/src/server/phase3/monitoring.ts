import { forOrg, fromJson, toIso, toJson } from '@ecohub/core';
import { analyticsService } from '@ecohub/plugin-analytics/shared';
import { DEFAULT_MONITORING_CONFIG, type MonitoringConfig } from '../../shared/phase3.ts';
import type { DeploymentHub } from '../hub.ts';

/**
 * The organisation's monitoring configuration (the default one until it saves its own). Its
 * `analytics_configuration` is the analytics plugin's goals definition when analytics is enabled
 * (analyticsService.goals: one definition for both); this store keeps the alerts, and the
 * analytics part only on a hub without analytics.
 */
export function monitoringStore(hub: DeploymentHub) {
  const stored = async (orgId: string): Promise<MonitoringConfig> => {
    const row = await forOrg(hub.db, orgId)
      .selectFrom('deploymentMonitoringConfigs')
      .select('config')
      .executeTakeFirst();
    return row
      ? fromJson<MonitoringConfig>(row.config, DEFAULT_MONITORING_CONFIG)
      : DEFAULT_MONITORING_CONFIG;
  };
  return {
    async get(orgId: string): Promise<MonitoringConfig> {
      const config = await stored(orgId);
      const analytics = hub.tryUse(analyticsService);
      return analytics
        ? { ...config, analytics_configuration: await analytics.goals.monitoring(orgId) }
        : config;
    },
    async save(orgId: string, config: MonitoringConfig): Promise<MonitoringConfig> {
      const analytics = hub.tryUse(analyticsService);
      const saved = analytics
        ? {
            ...config,
            analytics_configuration: await analytics.goals.setMonitoring(
              orgId,
              config.analytics_configuration,
            ),
          }
        : config;
      // With analytics, its definition is the one kept: no copy of it here.
      const own = analytics
        ? { ...config, analytics_configuration: DEFAULT_MONITORING_CONFIG.analytics_configuration }
        : config;
      const scoped = forOrg(hub.db, orgId);
      const now = toIso(hub.clock.now());
      const r = await scoped
        .updateTable('deploymentMonitoringConfigs')
        .set({ config: toJson(own), updatedAt: now })
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0)
        await scoped
          .insertInto('deploymentMonitoringConfigs', { config: toJson(own), updatedAt: now })
          .execute();
      return saved;
    },
  };
}

export type MonitoringStore = ReturnType<typeof monitoringStore>;
