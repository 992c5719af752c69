import { apiRequest, DEMO_HEADERS } from '@ecohub/web-kit';
import type { LinkFixReport } from '../../shared/link-fixes.ts';
import { useDeploymentQuery } from '../api.ts';

export const REPORT_PATH = '/api/deployment/link-fixes';

/** The link-fix report of the organisation (or, demo, of the demo organisation). */
export const useLinkFixReport = (demo: boolean) => useDeploymentQuery<LinkFixReport>(REPORT_PATH, demo);

/** Saves the complete fix package as a JSON file (demo: the demo organisation's). */
export async function downloadPackage(demo: boolean): Promise<void> {
  const data = await apiRequest(
    'GET',
    '/api/deployment/complete-fix-package',
    demo ? { headers: { ...DEMO_HEADERS } } : {},
  );
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = 'complete-fix-package.json';
  a.click();
  URL.revokeObjectURL(href);
}
