import { serviceRef } from '@ecohub/core/services';
import type { CrmServices } from '../server/services.ts';

export type { CrmServices };
export const crmService = serviceRef<CrmServices>('crm');
