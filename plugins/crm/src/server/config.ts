import { z } from 'zod';
import { emailConfigShape } from './email/config.ts';

/** The CRM's settings (environment variables, empty = unset), one group per feature. */
export const crmConfig = z.object({ ...emailConfigShape });
export type CrmConfig = z.infer<typeof crmConfig>;
