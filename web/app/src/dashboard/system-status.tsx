import { useQuery, useTranslation } from '@ecohub/web-kit';

/** The part of the deployment plugin's GET /api/health-check the header reads. */
export interface HealthApps {
  applications?: { id: string; up: boolean | null }[];
}

export type SystemStatus =
  | { kind: 'operational'; monitored: number }
  | { kind: 'degraded'; failing: number; monitored: number }
  | { kind: 'unknown' };

/**
 * From the apps' latest health probes: operational when every monitored app answered, degraded when
 * some did not, unknown when nothing is monitored (no probe yet, or no health checks on this hub:
 * the deployment plugin is not enabled or not readable).
 */
export function systemStatus(health: HealthApps | undefined): SystemStatus {
  const probed = (health?.applications ?? []).filter((a) => a.up !== null);
  if (probed.length === 0) return { kind: 'unknown' };
  const failing = probed.filter((a) => a.up === false).length;
  return failing > 0
    ? { kind: 'degraded', failing, monitored: probed.length }
    : { kind: 'operational', monitored: probed.length };
}

/** How often the header reads the health checks (the probes themselves are scheduled server-side). */
const HEALTH_POLL_MS = 60_000;

const DOT = { operational: 'bg-success', degraded: 'bg-destructive', unknown: 'bg-muted-foreground' };

/** The header's status line: computed from the health checks, never claimed. */
export function SystemStatusLine() {
  const { t } = useTranslation('app');
  const { data, isError } = useQuery<HealthApps>({
    queryKey: ['/api/health-check'],
    refetchInterval: HEALTH_POLL_MS,
  });
  const status = systemStatus(isError ? undefined : data);
  const text =
    status.kind === 'operational'
      ? t('dashboard.operational')
      : status.kind === 'degraded'
        ? t('dashboard.degraded', { failing: status.failing, monitored: status.monitored })
        : t('dashboard.statusUnknown');
  return (
    <span
      className="hidden items-center gap-2 text-sm text-muted-foreground sm:flex"
      data-status={status.kind}
      role="status"
    >
      <span className={`size-2 rounded-full ${DOT[status.kind]}`} aria-hidden />
      {text}
    </span>
  );
}
