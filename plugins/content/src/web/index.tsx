import { defineWebPlugin } from '@ecohub/web-kit';
import { FileTextIcon } from 'lucide-react';
import { lazy } from 'react';
import { en } from './messages.ts';

/** The content tab (spec 001 §2.3) and the header's Quick Publish (spec 000). */
export default defineWebPlugin({
  id: 'content',
  tabs: [
    {
      id: 'content',
      label: 'content:tab',
      icon: FileTextIcon,
      panel: lazy(() => import('./panel/content-panel.tsx')),
    },
  ],
  widgets: [
    {
      id: 'content-quick-publish',
      slot: 'dashboard-quick-publish',
      component: lazy(() => import('./quick-publish.tsx')),
    },
  ],
  messages: { en },
  translations: import.meta.glob(['./locales/*.ts', '!./locales/*.test.ts']),
});
