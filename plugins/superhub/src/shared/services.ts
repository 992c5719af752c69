// The ref comes from core's dependency-free entry: shared/ is also bundled into the web app.
import { serviceRef } from '@ecohub/core/services';

/** What the SuperHub offers plugins that depend on it (`hub.use(superhubService)`). */
export interface SuperhubServices {
  /** Resolves once every queued event is committed and its after-commit work has run. */
  settled(): Promise<void>;
  /** How many events of each name one application of the organisation has sent (names asked, 0 when none). */
  countEvents(orgId: string, appId: string, events: string[]): Promise<Record<string, number>>;
}

/** List it in `dependsOn`, then `hub.use(superhubService)` is typed as SuperhubServices. */
export const superhubService = serviceRef<SuperhubServices>('superhub');
