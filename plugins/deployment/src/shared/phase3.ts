import { DEFAULT_ORG_GOALS, toMonitoring } from '@ecohub/plugin-analytics/shared';
import { z } from 'zod';

export const INTEGRATE_JOB = 'deployment.integrate';
export const PROBE_JOB = 'deployment.health-probes';

export type IntegrationState = 'active' | 'integrating' | 'error' | 'not_started';

export interface IntegrationStatus {
  summary: { total_apps: number; active_apps: number; overall_progress: number };
  applications: Record<
    string,
    {
      app_id: string;
      name: string;
      status: IntegrationState;
      deployment_progress: number;
      events_received: number;
      error_count: number;
      last_error: string | null;
    }
  >;
}

export interface HealthCheck {
  ecosystem_health: {
    uptime_percentage: number;
    active_applications: number;
    total_applications: number;
    recent_events: number;
  };
  alerts: number;
  checked_at: string | null;
  /**
   * Each registered app and its latest probe of the last 24 hours: up, down, or null when not
   * probed yet (not monitored). The dashboard's header status and Live badges read it.
   */
  applications: { id: string; name: string; up: boolean | null }[];
}

const names = z.array(z.string().trim().min(1).max(120)).max(50);

/** The monitoring configuration of an organisation (spec 002 §3), stored and editable. */
export const monitoringConfigSchema = z.object({
  analytics_configuration: z.object({
    user_journey_tracking: z.object({ track_events: names }),
    conversion_tracking: z.object({ funnels: names }),
    revenue_analytics: z.object({ track_metrics: names }),
  }),
  monitoring_alerts: z.record(z.string().trim().min(1).max(60), names),
});
export type MonitoringConfig = z.output<typeof monitoringConfigSchema>;

/**
 * `analytics_configuration` is the analytics plugin's goals definition (one definition): read and
 * written through analyticsService.goals when analytics is enabled; its default otherwise.
 */
export const DEFAULT_MONITORING_CONFIG: MonitoringConfig = {
  analytics_configuration: toMonitoring(DEFAULT_ORG_GOALS),
  monitoring_alerts: {
    error_rate: ['email'],
    endpoint_disabled: ['email'],
    app_unreachable: ['email'],
  },
};

export interface LiveEvent {
  id: string;
  /** The app's name. */
  app: string;
  app_id: string;
  status: string;
  description: string;
  timestamp: string;
}
