import { defineWebPlugin } from '@ecohub/web-kit';
import { lazy } from 'react';
import { WorkflowIcon } from './icons.tsx';

/** /marketing (spec 002) and the dashboard's automation tab (spec 001 §2.5). */
export default defineWebPlugin({
  id: 'marketing',
  tabs: [
    {
      id: 'automation',
      label: 'marketing:tab',
      icon: WorkflowIcon,
      panel: lazy(() => import('./automation-panel.tsx')),
    },
  ],
  pages: [
    {
      path: '/marketing',
      public: false,
      signedIn: true,
      component: lazy(() => import('./marketing-page.tsx')),
    },
  ],
  // Only the tab label is needed before a panel loads; the panels add their own strings.
  messages: { en: { tab: 'Automation' } },
  translations: import.meta.glob(['./locales/*.ts', '!./locales/*.test.ts']),
});
