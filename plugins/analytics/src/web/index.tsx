import { defineWebPlugin } from '@ecohub/web-kit';
import { BarChart3Icon, LayoutDashboardIcon } from 'lucide-react';
import { lazy } from 'react';
import { en } from './messages.ts';

/** The dashboard overview (replacing the shell's fallback) and the analytics tab. */
export default defineWebPlugin({
  id: 'analytics',
  tabs: [
    {
      id: 'dashboard',
      label: 'analytics:tabs.dashboard',
      icon: LayoutDashboardIcon,
      panel: lazy(() => import('./overview/overview-panel.tsx')),
    },
    {
      id: 'analytics',
      label: 'analytics:tabs.analytics',
      icon: BarChart3Icon,
      panel: lazy(() => import('./analytics/analytics-panel.tsx')),
    },
  ],
  messages: { en },
  translations: import.meta.glob(['./locales/*.ts', '!./locales/*.test.ts']),
});
