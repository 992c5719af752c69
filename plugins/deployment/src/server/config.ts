import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('true')
  .transform((v) => v === 'true' || v === '1');

/** The deployment plugin's settings (environment variables, empty = unset). */
export const deploymentConfig = z.object({
  /** Run the delivery worker in this process (several hub processes may share one database). */
  DEPLOYMENT_WORKER: flag,
  /** Deliveries this process sends at once, over all endpoints. */
  DEPLOYMENT_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(64),
  /** How often an idle worker looks for due deliveries, in ms (a commit wakes it at once). */
  DEPLOYMENT_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  /** Time an endpoint may answer in, in ms. */
  DEPLOYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /** How long a claim holds a delivery; past it (its process died) another process takes it over. */
  DEPLOYMENT_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /** An endpoint failing without a success for this long is disabled (a 410 disables it at once). */
  DEPLOYMENT_DISABLE_AFTER_DAYS: z.coerce.number().min(0.001).max(60).default(5),
  /** Link crawl: requests at once per host (politeness). */
  DEPLOYMENT_CRAWL_PER_HOST: z.coerce.number().int().min(1).max(256).default(8),
  /** Link crawl: pages fetched at most per crawl. */
  DEPLOYMENT_CRAWL_MAX_PAGES: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Link crawl: time one page may take, in ms (a short limit turns slow pages into false "broken" ones). */
  DEPLOYMENT_CRAWL_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
});

export type DeploymentConfig = z.infer<typeof deploymentConfig>;
