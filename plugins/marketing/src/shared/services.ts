// The ref comes from core's dependency-free entry: shared/ is also bundled into the web app.
import { serviceRef } from '@ecohub/core/services';
import type { AutomationSummary } from './workflow.ts';

/** What the marketing plugin offers others (the analytics dashboard's Automation Score). */
export interface MarketingService {
  /** The automation score and run counts of the 30 days ending at `at` (default now). */
  automation(orgId: string, at?: Date): Promise<AutomationSummary>;
  /** Distinct subscribed, unsuppressed addresses. */
  subscribers(orgId: string): Promise<number>;
}

export const marketingService = serviceRef<MarketingService>('marketing');
