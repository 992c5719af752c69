// The ref comes from core's dependency-free entry: shared/ is also bundled into the web app.
import { serviceRef } from '@ecohub/core/services';
import type { EcosystemServices } from './types.ts';

/** List it in `dependsOn`, then `hub.use(ecosystemService)` is typed as EcosystemServices. */
export const ecosystemService = serviceRef<EcosystemServices>('ecosystem');
