import { serviceRef } from '@ecohub/core/services';
import type { WebsitesResponse } from './website.ts';

/** What the IDX plugin offers plugins that depend on it. */
export interface IdxService {
  /** The organisation's websites with their computed figures and the summary cards. */
  websites(orgId: string): Promise<WebsitesResponse>;
}

export const idxService = serviceRef<IdxService>('idx');
