import { defineWebPlugin } from '@ecohub/web-kit';
import { ShuffleIcon } from 'lucide-react';
import { lazy } from 'react';
import { en } from './messages.ts';

/** The cross-sales tab of the dashboard (spec 001 §2.10). */
export default defineWebPlugin({
  id: 'cross-sales',
  tabs: [
    {
      id: 'cross-sales',
      label: 'cross-sales:tab',
      icon: ShuffleIcon,
      panel: lazy(() => import('./cross-sales-panel.tsx')),
    },
  ],
  messages: { en },
  translations: import.meta.glob(['./locales/*.ts', '!./locales/*.test.ts']),
});
