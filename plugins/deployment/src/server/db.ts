import type { DeliveryStatus } from '../shared/deliveries.ts';
import type { CrawlStatus, FaultKind, FixCategory, FixState } from '../shared/link-fixes.ts';

/** deployment's tables as queries see them (camelCase). Booleans are 0/1, JSON is text. */
export interface DeploymentTables {
  deploymentWebhookConfigs: {
    appId: string;
    orgId: string;
    /** JSON: Listener[] */
    listeners: string;
    /** JSON: Trigger[] (targets checked to be apps of the same organisation when saved) */
    triggers: string;
    version: number;
    deployedVersion: number | null;
    createdAt: string;
    updatedAt: string;
  };
  deploymentEndpoints: {
    appId: string;
    orgId: string;
    disabledAt: string | null;
    disabledReason: string | null;
    failingSince: string | null;
    ordered: number;
    maxInFlight: number;
    updatedAt: string;
  };
  deploymentDeliveries: {
    id: string;
    orgId: string;
    eventId: string;
    sourceAppId: string;
    targetAppId: string;
    eventType: string;
    /** The exact JSON body sent (every attempt sends the same bytes under the same webhook-id). */
    payload: string;
    status: DeliveryStatus;
    attempts: number;
    nextAttemptAt: string;
    lockedBy: string | null;
    lockedUntil: string | null;
    lastStatusCode: number | null;
    lastError: string | null;
    createdAt: string;
    deliveredAt: string | null;
  };
  deploymentIntegrations: {
    appId: string;
    orgId: string;
    status: 'integrating' | 'active' | 'error';
    progress: number;
    errorCount: number;
    lastError: string | null;
    jobId: string | null;
    updatedAt: string;
  };
  deploymentProbes: {
    id: string;
    orgId: string;
    appId: string;
    up: number;
    statusCode: number | null;
    latencyMs: number;
    at: string;
  };
  deploymentMonitoringConfigs: {
    orgId: string;
    /** JSON: MonitoringConfig */
    config: string;
    updatedAt: string;
  };
  deploymentAttempts: {
    id: string;
    orgId: string;
    deliveryId: string;
    attempt: number;
    statusCode: number | null;
    error: string | null;
    latencyMs: number;
    responseExcerpt: string;
    at: string;
  };
  deploymentCrawls: {
    id: string;
    orgId: string;
    jobId: string | null;
    /** null: every app of the organisation. */
    domain: string | null;
    status: CrawlStatus;
    pages: number;
    links: number;
    broken: number;
    error: string | null;
    startedAt: string;
    finishedAt: string | null;
  };
  deploymentLinkFixes: {
    id: string;
    orgId: string;
    appId: string;
    /** The broken URL's host (with its port): what apply-link-fixes takes. */
    domain: string;
    brokenUrl: string;
    fault: FaultKind;
    statusCode: number | null;
    /** JSON: RedirectHop[] (the redirects followed to reach the answer) */
    chain: string;
    /** JSON: string[] (the pages linking to the broken URL) */
    sources: string;
    /** What the crawl proposed (null: nothing to propose). */
    proposedUrl: string | null;
    /** The proposal, or the user's edit of it. */
    fixedUrl: string | null;
    category: FixCategory;
    reason: string;
    confidence: number;
    state: FixState;
    publishedAt: string | null;
    checkedAt: string | null;
    checkStatus: number | null;
    /** 0/1: the last check after publishing found the URL answering a redirect to the fix. */
    resolved: number;
    crawlId: string;
    createdAt: string;
    updatedAt: string;
  };
}
