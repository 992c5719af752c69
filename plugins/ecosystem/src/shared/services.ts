import { serviceRef } from '@ecohub/core';
import type { EcosystemServices } from './types.ts';

/** List it in `dependsOn`, then `hub.use(ecosystemService)` is typed as EcosystemServices. */
export const ecosystemService = serviceRef<EcosystemServices>('ecosystem');
