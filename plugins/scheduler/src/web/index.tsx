import { defineWebPlugin } from '@ecohub/web-kit';
import { CalendarClockIcon } from 'lucide-react';
import { lazy } from 'react';
import { en } from './messages.ts';

/** /scheduler for everyone (spec 000 route table, both tables), and the scheduler tab for members. */
export default defineWebPlugin({
  id: 'scheduler',
  pages: [
    {
      path: '/scheduler',
      public: true,
      signedIn: true,
      component: lazy(() => import('./scheduler-page.tsx')),
    },
  ],
  tabs: [
    {
      id: 'scheduler',
      label: 'scheduler:tab',
      icon: CalendarClockIcon,
      panel: lazy(() => import('./scheduler-panel.tsx')),
    },
  ],
  messages: { en: { tab: en.tab } },
  translations: import.meta.glob(['./locales/*.ts', '!./locales/*.test.ts']),
});
